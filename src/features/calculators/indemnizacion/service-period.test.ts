import { describe, expect, it } from 'vitest';
import { countedYears, periodBetween, startsBeforeCapLaw } from './service-period';

describe('periodBetween (first and last day both worked)', () => {
  it.each([
    ['2020-01-01', '2020-06-30', { years: 0, months: 6, days: 0 }],
    ['2020-01-01', '2020-07-01', { years: 0, months: 6, days: 1 }],
    ['2015-03-01', '2026-02-28', { years: 11, months: 0, days: 0 }],
    ['2015-03-01', '2026-03-01', { years: 11, months: 0, days: 1 }],
    // A month from the 31st ends on the last day of a shorter month.
    ['2021-01-31', '2021-02-27', { years: 0, months: 1, days: 0 }],
    ['2021-01-31', '2021-02-26', { years: 0, months: 0, days: 27 }],
    ['2024-05-15', '2024-05-15', { years: 0, months: 0, days: 1 }],
  ])('%s to %s', (first, last, expected) => {
    expect(periodBetween(first, last)).toEqual(expected);
  });
});

describe('countedYears', () => {
  it.each([
    [{ years: 3, months: 6, days: 0 }, 3],
    [{ years: 3, months: 6, days: 1 }, 4],
    [{ years: 3, months: 11, days: 30 }, 4],
    [{ years: 0, months: 0, days: 0 }, 0],
  ])('%o → %i', (period, years) => {
    expect(countedYears(period)).toBe(years);
  });
});

describe('startsBeforeCapLaw', () => {
  it.each([
    ['1981-08-13', '2026-01-31', true],
    ['1981-08-14', '2026-01-31', false],
    ['1980-01-01', '1990-11-30', false],
  ])('from %s to %s → %s', (first, last, expected) => {
    expect(startsBeforeCapLaw(first, last)).toBe(expected);
  });
});

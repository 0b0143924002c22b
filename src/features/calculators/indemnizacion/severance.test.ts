import { describe, expect, it } from 'vitest';
import { calculateSeverance, type SeveranceInput } from './severance';

const UF = 39841.72;
const CAP = 90 * UF;

const base: SeveranceInput = {
  monthlyPay: 800_000,
  allowances: 0,
  includeAllowances: false,
  uf: UF,
  period: { years: 5, months: 0, days: 0 },
  uncapped: false,
  termination: 'art-161',
  noticeGiven: true,
};

describe('calculateSeverance', () => {
  // Worked example: 5 years at $800.000, and the art. 168 surcharges on it.
  it.each([
    ['art-161', 4_000_000, 0],
    ['art-161-indebido', 4_000_000, 1_200_000],
    ['art-159-injustificado', 4_000_000, 2_000_000],
    ['art-160-indebido', 4_000_000, 3_200_000],
    ['art-160-sin-motivo', 4_000_000, 4_000_000],
  ] as const)('%s: indemnity %i, surcharge %i', (termination, yearsOfService, surcharge) => {
    const result = calculateSeverance({ ...base, termination });
    expect(result.yearsOfService).toBe(yearsOfService);
    expect(result.surcharge).toBe(surcharge);
  });

  it.each([
    ['exactly 6 months over a year', { years: 1, months: 6, days: 0 }, 1],
    ['6 months and 1 day over a year', { years: 1, months: 6, days: 1 }, 2],
    ['7 months over a year', { years: 1, months: 7, days: 0 }, 2],
    ['exactly 11 years', { years: 11, months: 0, days: 0 }, 11],
    ['10 years and 6 months and 1 day', { years: 10, months: 6, days: 1 }, 11],
    ['11 years and 7 months (capped)', { years: 11, months: 7, days: 0 }, 11],
    ['30 years (capped)', { years: 30, months: 0, days: 0 }, 11],
    ['11 months: under a year, nothing', { years: 0, months: 11, days: 29 }, 0],
  ])('%s → %i years paid', (_, period, paidYears) => {
    expect(calculateSeverance({ ...base, period }).paidYears).toBe(paidYears);
  });

  it('drops the 11-year cap for contracts from before 14 Aug 1981', () => {
    const result = calculateSeverance({
      ...base,
      period: { years: 30, months: 0, days: 0 },
      uncapped: true,
    });
    expect(result.paidYears).toBe(30);
    expect(result.yearsCapped).toBe(false);
  });

  it.each([
    ['below 90 UF', 3_000_000, false, 3_000_000],
    ['exactly 90 UF', CAP, false, CAP],
    ['above 90 UF', 5_000_000, true, CAP],
  ])('base %s', (_, monthlyPay, capped, expected) => {
    const result = calculateSeverance({ ...base, monthlyPay, noticeGiven: false });
    expect(result.baseCapped).toBe(capped);
    expect(result.base).toBeCloseTo(expected, 2);
    expect(result.yearsOfService).toBe(Math.round(5 * expected));
    expect(result.noticeSubstitute).toBe(Math.round(expected));
  });

  it('keeps the whole pay as the base of an uncapped contract', () => {
    const result = calculateSeverance({ ...base, monthlyPay: 5_000_000, uncapped: true });
    expect(result.base).toBe(5_000_000);
  });

  it('owes a month of pay only when the 30-day notice was not given', () => {
    expect(calculateSeverance({ ...base, noticeGiven: true }).noticeSubstitute).toBe(0);
    expect(calculateSeverance({ ...base, noticeGiven: false }).noticeSubstitute).toBe(800_000);
  });

  it('adds colación and movilización to the base only when chosen', () => {
    const withAllowances = { ...base, allowances: 100_000 };
    expect(calculateSeverance(withAllowances).base).toBe(800_000);
    expect(calculateSeverance({ ...withAllowances, includeAllowances: true }).base).toBe(900_000);
  });
});

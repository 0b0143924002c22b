import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, formatShortDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it.each([
    [39841.72, 2, '39.841,72'],
    [0.792, 3, '0,792'],
    [1234567, 0, '1.234.567'],
    [5000, 2, '5.000,00'],
    [-1.5, 1, '-1,5'],
  ])('%d with %i decimals → %s', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text);
  });
});

describe('formatPercent', () => {
  it.each([
    [0.008, '0,8%'],
    [0.00792, '0,792%'],
    [0.02, '2%'],
    [0.0000066, '0,001%'],
  ])('%d → %s', (share, text) => {
    expect(formatPercent(share)).toBe(text);
  });
});

describe('formatShortDecimal', () => {
  it.each([
    [5.75, '5,75'],
    [12, '12'],
    [14.583_333, '14,58'],
    [20.416_666, '20,42'],
    [7.5, '7,5'],
  ])('%d → %s', (value, text) => {
    expect(formatShortDecimal(value)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDecimal, formatRate } from './format-decimal';

describe('formatDecimal and formatRate', () => {
  it.each([
    [13.5, 2, '13,5'],
    [30, 2, '30'],
    [17.8, 2, '17,8'],
    [23.98, 2, '23,98'],
    [1234.567, 2, '1.234,57'],
    [0.054, 2, '0,05'],
  ])('%d with %i decimals → %s', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text);
  });

  it.each([
    [0.304, '30,4%'],
    [0.135, '13,5%'],
    [0.04, '4%'],
    [0, '0%'],
  ])('%d → %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});

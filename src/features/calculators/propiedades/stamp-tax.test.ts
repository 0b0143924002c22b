import { describe, expect, it } from 'vitest';
import { stampTax } from './stamp-tax';

describe('stampTax: 0,066% per month, at most 0,8% (DL 3.475)', () => {
  it.each([
    // loan, months, rate, capped, amount
    [100_000_000, 1, 0.00066, false, 66_000],
    [100_000_000, 6, 0.00396, false, 396_000],
    // 12 months: 0,792%, still under the maximum.
    [100_000_000, 12, 0.00792, false, 792_000],
    // 13 months would be 0,858%: the 0,8% maximum applies from here on.
    [100_000_000, 13, 0.008, true, 800_000],
    [100_000_000, 240, 0.008, true, 800_000],
    [96_000_000, 300, 0.008, true, 768_000],
    [1_234_567, 12, 0.00792, false, 9_778],
  ])('loan %i over %i months → rate %d, capped %s, $%i', (loan, months, rate, capped, amount) => {
    expect(stampTax(loan, months)).toEqual({ rate, capped, amount });
  });
});

import { describe, expect, it } from 'vitest';
import { calculateChildSupport } from './child-support';

const RICH = 10_000_000;

describe('calculateChildSupport: the legal minimum', () => {
  // The derived minimums of the research notes, per ingreso mínimo column.
  it.each([
    ['2026, 18 to 65, one child', 539_000, 1, 215_600],
    ['2026, 18 to 65, two children', 539_000, 2, 161_700],
    ['2026, 18 to 65, three children', 539_000, 3, 161_700],
    ['2026, under 18 or over 65, one child', 402_082, 1, 160_833],
    ['2026, under 18 or over 65, two children', 402_082, 2, 120_625],
    ['May-Dec 2025, one child', 529_000, 1, 211_600],
    ['May-Dec 2025, two children', 529_000, 2, 158_700],
  ])('%s: %i each', (_, minimumWage, children, perChild) => {
    const result = calculateChildSupport({ income: RICH, children, minimumWage, utm: 69_500 });
    expect(result.perChild).toBe(perChild);
    expect(result.legalMinimum).toBe(perChild * children);
  });
});

describe('calculateChildSupport: the 50% cap', () => {
  it.each([
    // 50% of 431.200 is exactly the minimum for one child: not over the cap.
    [431_200, 1, false, 215_600],
    [431_198, 1, true, 215_599],
    // Three children: 485.100 of minimum against a cap of 300.000.
    [600_000, 3, true, 300_000],
    [2_000_000, 2, false, 323_400],
  ])('income %i, %i children → over cap %s, estimate %i', (income, children, over, estimate) => {
    const result = calculateChildSupport({ income, children, minimumWage: 539_000, utm: 69_500 });
    expect(result.minimumOverCap).toBe(over);
    expect(result.estimate).toBe(estimate);
  });

  it('expresses the amount in UTM, as the court does', () => {
    const result = calculateChildSupport({
      income: RICH,
      children: 1,
      minimumWage: 539_000,
      utm: 69_500,
    });
    expect(result.estimateInUtm).toBe(3.1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  calculateGlobalComplementario,
  GLOBAL_COMPLEMENTARIO_SCALE,
} from './global-complementario';

const UTA = 834_000;

describe('the art. 52 scale', () => {
  it('derives the cantidad a rebajar of each bracket from the rates and limits', () => {
    expect(
      GLOBAL_COMPLEMENTARIO_SCALE.brackets.map(({ fromUta, toUta, rate, rebateUta }) => [
        fromUta,
        toUta,
        rate,
        rebateUta,
      ]),
    ).toEqual([
      [0, 13.5, 0, 0],
      [13.5, 30, 0.04, 0.54],
      [30, 50, 0.08, 1.74],
      [50, 70, 0.135, 4.49],
      [70, 90, 0.23, 11.14],
      [90, 120, 0.304, 17.8],
      [120, 310, 0.35, 23.32],
      [310, null, 0.4, 38.82],
    ]);
  });

  it('is the scale Ley 21.210 (2020) set, with its 40% bracket above 310 UTA, stated as the law’s', () => {
    expect(GLOBAL_COMPLEMENTARIO_SCALE.verified).toBe(true);
    expect(GLOBAL_COMPLEMENTARIO_SCALE.setBy).toBe('Ley 21.210');
  });
});

describe('calculateGlobalComplementario at every bracket limit', () => {
  // The tax at a limit is the sum of each lower bracket's rate on its width, e.g. at 50 UTA:
  // 4% × 16,5 + 8% × 20 = 2,26 UTA. Income × rate − rebate must give the same figure.
  it.each([
    [13.5, 1, 0, 0],
    [30, 2, 0.04, 550_440], // 0,66 UTA
    [50, 3, 0.08, 1_884_840], // 2,26 UTA
    [70, 4, 0.135, 4_136_640], // 4,96 UTA
    [90, 5, 0.23, 7_973_040], // 9,56 UTA
    [120, 6, 0.304, 15_579_120], // 18,68 UTA
    [310, 7, 0.35, 71_040_120], // 85,18 UTA
  ])('exactly %d UTA: bracket %i, rate %d, tax %i', (limit, bracketNumber, rate, tax) => {
    const result = calculateGlobalComplementario({ annualIncome: limit * UTA, uta: UTA });
    expect(result.bracketNumber).toBe(bracketNumber);
    expect(result.bracket.rate).toBe(rate);
    expect(result.tax).toBe(tax);
  });

  it.each([
    [13.5, 2, 0.04],
    [30, 3, 0.08],
    [50, 4, 0.135],
    [70, 5, 0.23],
    [90, 6, 0.304],
    [120, 7, 0.35],
    [310, 8, 0.4],
  ])('one peso above %d UTA moves to bracket %i at %d', (limit, bracketNumber, rate) => {
    const atLimit = calculateGlobalComplementario({ annualIncome: limit * UTA, uta: UTA });
    const above = calculateGlobalComplementario({ annualIncome: limit * UTA + 1, uta: UTA });
    expect(above.bracketNumber).toBe(bracketNumber);
    expect(above.bracket.rate).toBe(rate);
    // The scale is continuous: one more peso adds at most one peso of tax.
    expect(above.tax - atLimit.tax).toBeLessThanOrEqual(1);
  });

  it.each([
    // income, gross tax, rebate, tax
    [10_000_000, 0, 0, 0],
    [20_000_000, 800_000, 450_360, 349_640],
    [400 * UTA, 133_440_000, 32_375_880, 101_064_120], // 85,18 + 40% × 90 = 121,18 UTA
  ])('income %i: gross %i − rebate %i = tax %i', (annualIncome, grossTax, rebate, tax) => {
    const result = calculateGlobalComplementario({ annualIncome, uta: UTA });
    expect(result.grossTax).toBe(grossTax);
    expect(result.rebate).toBe(rebate);
    expect(result.tax).toBe(tax);
  });

  it('gives the effective rate as tax over income', () => {
    const result = calculateGlobalComplementario({ annualIncome: 50 * UTA, uta: UTA });
    expect(result.effectiveRate).toBeCloseTo(2.26 / 50, 10);
    expect(result.incomeInUta).toBe(50);
  });

  it('refuses an income of 0, which has no tax to estimate and no effective rate', () => {
    expect(() => calculateGlobalComplementario({ annualIncome: 0, uta: UTA })).toThrow(RangeError);
  });
});

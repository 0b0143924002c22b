import { describe, expect, it } from 'vitest';
import { PLANS } from '@/content/catalogue/plans';
import { calculateCollection } from './collection-fees';

const FIXED = 280_000;

describe('calculateCollection', () => {
  it('uses the plan price of the catalogue', () => {
    expect(PLANS['cobranza-express'].price).toBe(FIXED);
    expect(PLANS['cobranza-express'].note).toMatch(/15%.*\$5\.000\.000/);
  });

  it.each([
    // debt, share recovered, success fee, total fees, net
    [2_000_000, 1, 300_000, 580_000, 1_420_000],
    [2_000_000, 0.5, 150_000, 430_000, 570_000],
    [2_000_000, 0, 0, 280_000, -280_000],
    [5_000_000, 1, 750_000, 1_030_000, 3_970_000],
    [1_000_001, 1, 150_000, 430_000, 570_001],
  ])(
    'debt %i, %f recovered → success fee %i, fees %i, net %i',
    (debt, share, success, total, net) => {
      const result = calculateCollection({ debt, recoveredShare: share, fixedFee: FIXED });
      expect(result).toEqual({
        covered: true,
        recovered: Math.round(debt * share),
        successFee: success,
        totalFees: total,
        net,
      });
    },
  );

  it('does not cover a debt over $5.000.000', () => {
    expect(calculateCollection({ debt: 5_000_001, recoveredShare: 1, fixedFee: FIXED })).toEqual({
      covered: false,
      maxDebt: 5_000_000,
    });
  });
});

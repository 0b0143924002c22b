import { describe, expect, it } from 'vitest';
import { formatClp } from '@/lib/format/clp';
import {
  calculateCollectionFees,
  COLLECTION_PLAN,
  MAX_DEBT,
  SUCCESS_FEE_RATE,
} from './collection-fees';

describe('calculateCollectionFees', () => {
  it.each([
    // debt, share recovered, recovered, success fee, total fees, net
    [1_000_000, 1, 1_000_000, 150_000, 430_000, 570_000],
    [1_000_000, 0, 0, 0, 280_000, -280_000],
    [1_000_000, 0.5, 500_000, 75_000, 355_000, 145_000],
    [5_000_000, 1, 5_000_000, 750_000, 1_030_000, 3_970_000],
    [5_000_000, 0, 0, 0, 280_000, -280_000],
    [333_333, 1, 333_333, 50_000, 330_000, 3_333],
  ])(
    'debt %i, %d recovered → %i recovered, success fee %i, fees %i, net %i',
    (debt, recoveredShare, recovered, successFee, totalFees, net) => {
      expect(calculateCollectionFees({ debt, recoveredShare })).toEqual({
        covered: true,
        debt,
        recovered,
        fixedFee: 280_000,
        successFee,
        totalFees,
        net,
      });
    },
  );

  it.each([
    [5_000_000, true],
    [5_000_001, false],
    [12_000_000, false],
  ])('a debt of %i is covered by the plan: %s', (debt, covered) => {
    expect(calculateCollectionFees({ debt, recoveredShare: 1 }).covered).toBe(covered);
  });

  it('computes no fees for a debt the plan does not take', () => {
    expect(calculateCollectionFees({ debt: 5_000_001, recoveredShare: 1 })).toEqual({
      covered: false,
      debt: 5_000_001,
    });
  });

  it('uses the terms the catalogue states for the plan', () => {
    expect(COLLECTION_PLAN.price).toBe(280_000);
    expect(COLLECTION_PLAN.note).toContain(
      `${Math.round(SUCCESS_FEE_RATE * 100)}% de lo recuperado`,
    );
    expect(COLLECTION_PLAN.note).toContain(`hasta ${formatClp(MAX_DEBT)}`);
  });
});

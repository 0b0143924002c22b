import { describe, expect, it } from 'vitest';
import { inheritanceTax, TAX_BRACKETS, type TaxRelation } from './inheritance-tax';

/** A round UTM keeps the expected figures readable: 1 UTM = $70.000, 50 UTA = $42.000.000. */
const UTM = 70_000;
const EXEMPT_CLOSE = 50 * 12 * UTM;
const EXEMPT_COLLATERAL = 5 * 12 * UTM;

const taxOn = (taxableUtm: number, relation: TaxRelation = 'cercano', extra = 0) =>
  inheritanceTax({
    share: (relation === 'cercano' ? EXEMPT_CLOSE : EXEMPT_COLLATERAL) + taxableUtm * UTM + extra,
    relation,
    utm: UTM,
  });

describe('inheritanceTax: the scale of art. 2 Ley 16.271', () => {
  // The tax at each limit of the scale, in UTM: the marginal rates add up to these figures
  // (9,6 = 1% of 960; 33,6 = 9,6 + 2,5% of 960; and so on), which is also base × rate − deduction.
  it.each([
    [100, 10, 1],
    [960, 10, 9.6],
    [1_920, 25, 33.6],
    [3_840, 50, 129.6],
    [5_760, 75, 273.6],
    [7_680, 100, 465.6],
    [9_600, 150, 753.6],
    [14_400, 200, 1_713.6],
    [20_000, 250, 3_113.6],
  ])('a base of %i UTM is in the %i‰ bracket and pays %f UTM', (base, perMille, taxUtm) => {
    const result = taxOn(base);
    expect(result.bracket?.ratePerMille).toBe(perMille);
    expect(result.tax).toBe(Math.round(taxUtm * UTM));
  });

  it.each([960, 1_920, 3_840, 5_760, 7_680, 9_600, 14_400])(
    'one peso above %i UTM moves to the next bracket without a jump in the tax',
    (limit) => {
      const at = taxOn(limit);
      const above = taxOn(limit, 'cercano', 1);
      const index = TAX_BRACKETS.findIndex((bracket) => bracket === at.bracket);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(above.bracket).toBe(TAX_BRACKETS[index + 1]);
      expect(above.tax - at.tax).toBeLessThanOrEqual(1);
    },
  );

  it('the published fixed deductions make the scale continuous', () => {
    for (let index = 1; index < TAX_BRACKETS.length; index++) {
      const previous = TAX_BRACKETS[index - 1];
      const current = TAX_BRACKETS[index];
      if (!previous?.upToUtm || !current) throw new Error('tramo faltante');
      const limit = previous.upToUtm;
      const before = limit * previous.ratePerMille - previous.deductionTenthsUtm * 100;
      const after = limit * current.ratePerMille - current.deductionTenthsUtm * 100;
      expect(after).toBe(before);
    }
  });
});

describe('inheritanceTax: exemption and surcharge', () => {
  it.each([
    ['spouse or child, share under 50 UTA', 'cercano', 30_000_000, 0],
    ['spouse or child, share of exactly 50 UTA', 'cercano', EXEMPT_CLOSE, 0],
    // 75.000.000 − 42.000.000 = 33.000.000, 471,43 UTM at 1%.
    ['child with $75.000.000', 'cercano', 75_000_000, 330_000],
    ['sibling, share of exactly 5 UTA', 'colateral', EXEMPT_COLLATERAL, 0],
    // 75.000.000 − 4.200.000 = 70.800.000 = 1.011,43 UTM: 2,5% − 14,4 UTM = 762.000, + 20%.
    ['sibling with $75.000.000', 'colateral', 75_000_000, 914_400],
  ] as const)('%s: tax %i', (_, relation, share, tax) => {
    expect(inheritanceTax({ share, relation, utm: UTM }).tax).toBe(tax);
  });

  it('deducts the exempt amount from the share and applies the scale to the rest', () => {
    const result = inheritanceTax({ share: 150_000_000, relation: 'cercano', utm: 69_500 });
    expect(result.exempt).toBe(41_700_000);
    expect(result.taxable).toBe(108_300_000);
    // 108.300.000 × 2,5% − 14,4 × 69.500.
    expect(result.tax).toBe(1_706_700);
  });

  it('surcharges the tax of a collateral by 20%', () => {
    const close = taxOn(2_000, 'cercano');
    const collateral = taxOn(2_000, 'colateral');
    expect(collateral.surchargePercent).toBe(20);
    expect(collateral.tax).toBe(Math.round(close.tax * 1.2));
  });

  it.each([
    [-1, 69_500],
    [Number.NaN, 69_500],
    [1_000_000, 0],
  ])('rejects a share of %f with a UTM of %f', (share, utm) => {
    expect(() => inheritanceTax({ share, relation: 'cercano', utm })).toThrow();
  });
});

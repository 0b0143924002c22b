import { describe, expect, it } from 'vitest';
import { calculatePropertyCosts, conservadorFee, type PropertyCostsInput } from './property-costs';

/** The 1998 arancel's cap on the Conservador's base: $128.000.000. */
const CAP = 128_000_000;

const input = (changes: Partial<PropertyCostsInput>): PropertyCostsInput => ({
  price: 100_000_000,
  loan: 0,
  termMonths: 240,
  conservador: 'dos-por-mil',
  conservadorBaseCap: CAP,
  brokeragePercent: 0,
  notaryPercent: 0.1,
  notaryCap: 128_000,
  titleStudy: 0,
  certificates: 0,
  ...changes,
});

describe('conservadorFee: per mil of the amount, on a capped base', () => {
  it.each([
    // amount, per mil, capped, fee
    [100_000_000, 2, false, 200_000],
    [127_999_999, 2, false, 256_000],
    // Exactly at the cap: not over it, the same fee as the cap.
    [128_000_000, 2, false, 256_000],
    [128_000_001, 2, true, 256_000],
    [300_000_000, 2, true, 256_000],
    [100_000_000, 3, false, 300_000],
    [300_000_000, 3, true, 384_000],
  ])('%i at %i per mil → capped %s, $%i', (amount, perMil, capped, fee) => {
    const result = conservadorFee(amount, perMil, CAP);
    expect(result.capped).toBe(capped);
    expect(result.amount).toBe(fee);
    expect(result.base).toBe(capped ? CAP : amount);
  });
});

describe('calculatePropertyCosts', () => {
  it('without a loan: no mortgage inscription and no stamp tax', () => {
    const costs = calculatePropertyCosts(input({}));
    expect(costs.mortgage).toBeUndefined();
    expect(costs.stampTax).toBeUndefined();
    // $200.000 Conservador + $100.000 notary.
    expect(costs.total).toBe(300_000);
    expect(costs.shareOfPrice).toBeCloseTo(0.003, 10);
  });

  it.each([
    // term in months, stamp tax
    [1, 79_200],
    [12, 950_400],
    [13, 960_000],
    [300, 960_000],
  ])('with a $120.000.000 loan over %i months: stamp tax $%i', (termMonths, tax) => {
    const costs = calculatePropertyCosts(input({ loan: 120_000_000, termMonths }));
    expect(costs.stampTax?.amount).toBe(tax);
    // The mortgage is inscribed at 2 per mil of the loan, under the cap.
    expect(costs.mortgage).toEqual({ base: 120_000_000, capped: false, amount: 240_000 });
    expect(costs.total).toBe(200_000 + 240_000 + tax + 100_000);
  });

  it('caps the mortgage inscription like the transfer', () => {
    const costs = calculatePropertyCosts(
      input({ price: 250_000_000, loan: 200_000_000, conservador: 'tres-por-mil' }),
    );
    expect(costs.transfer.amount).toBe(384_000);
    expect(costs.mortgage?.amount).toBe(384_000);
    expect(costs.mortgage?.capped).toBe(true);
  });

  it.each([
    // price, notary, capped
    [100_000_000, 100_000, false],
    [128_000_000, 128_000, false],
    [200_000_000, 128_000, true],
  ])('notary on %i: 0,1%% up to $128.000 → $%i', (price, notary, capped) => {
    const costs = calculatePropertyCosts(input({ price }));
    expect(costs.notary).toBe(notary);
    expect(costs.notaryCapped).toBe(capped);
  });

  it.each([
    // percent, commission, IVA
    [2, 2_000_000, 380_000],
    [1.5, 1_500_000, 285_000],
    [0, 0, 0],
  ])('brokerage of %d%% + IVA on $100.000.000: $%i + $%i', (brokeragePercent, fee, iva) => {
    const costs = calculatePropertyCosts(input({ brokeragePercent }));
    expect(costs.brokerage).toBe(fee);
    expect(costs.brokerageIva).toBe(iva);
  });

  it('adds every line to the total, and gives it as a share of the price', () => {
    const costs = calculatePropertyCosts(
      input({
        price: 120_000_000,
        loan: 96_000_000,
        termMonths: 240,
        brokeragePercent: 2,
        titleStudy: 200_000,
        certificates: 30_000,
      }),
    );
    // 240.000 + 192.000 + 768.000 + 120.000 + 200.000 + 2.400.000 + 456.000 + 30.000
    expect(costs.total).toBe(4_406_000);
    expect(costs.shareOfPrice).toBeCloseTo(4_406_000 / 120_000_000, 10);
  });
});

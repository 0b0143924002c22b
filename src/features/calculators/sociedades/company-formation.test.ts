import { describe, expect, it } from 'vitest';
import { calculateFormation, publishesFree, type FormationInput } from './company-formation';

const UF = 39_841.72;
/** 5.000 UF at that value: $199.208.600. */
const LIMIT = 199_208_600;

const input = (changes: Partial<FormationInput>): FormationInput => ({
  route: 'notaria',
  capital: 1_000_000,
  partners: 2,
  uf: UF,
  signatureFee: 10_000,
  deedFee: 150_000,
  commerceRegistryFee: 50_000,
  ...changes,
});

describe('publishesFree: the Diario Oficial is free up to 5.000 UF (Ley 20.494)', () => {
  it.each([
    [1_000_000, true],
    [LIMIT - 1, true],
    // Exactly 5.000 UF is still free.
    [LIMIT, true],
    [LIMIT + 1, false],
    [500_000_000, false],
  ])('capital %i → free %s', (capital, free) => {
    expect(publishesFree(capital, UF)).toBe(free);
  });
});

describe('calculateFormation', () => {
  it('by the registry: a free form, the notary signatures, the SII and the bank', () => {
    const result = calculateFormation(input({ route: 'registro', partners: 3 }));
    expect(result.steps.map((step) => [step.id, step.cost, step.referential])).toEqual([
      ['formulario', 0, false],
      ['firma', 30_000, true],
      ['sii', 0, false],
      ['banco', 0, false],
    ]);
    expect(result.total).toBe(30_000);
    // No extract is published by this route.
    expect(result.freePublication).toBe(false);
  });

  it('by the registry with each partner signing with their own electronic signature: free', () => {
    expect(calculateFormation(input({ route: 'registro', signatureFee: 0 })).total).toBe(0);
  });

  it.each([
    // capital, Diario Oficial, total
    [1_000_000, 0, 200_000],
    [LIMIT, 0, 200_000],
    [LIMIT + 1, 39_842, 239_842],
  ])('by deed, capital %i: Diario Oficial $%i, total $%i', (capital, publication, total) => {
    const result = calculateFormation(input({ capital }));
    expect(result.steps.map((step) => [step.id, step.cost])).toEqual([
      ['escritura', 150_000],
      ['diario-oficial', publication],
      ['registro-comercio', 50_000],
      ['sii', 0],
      ['banco', 0],
    ]);
    expect(result.total).toBe(total);
    expect(result.freePublication).toBe(publication === 0);
  });

  it('counts no cost for the bank account, whose price depends on the bank', () => {
    const bank = calculateFormation(input({})).steps.find((step) => step.id === 'banco');
    expect(bank?.counted).toBe(false);
  });

  it('gives the capital in UF', () => {
    expect(calculateFormation(input({ capital: LIMIT })).capitalInUf).toBeCloseTo(5_000, 9);
  });
});

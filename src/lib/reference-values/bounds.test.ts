import { isWithin, outOfBoundsMessage, REFERENCE_BOUNDS, UTA_BOUNDS } from './bounds.ts';

describe('reference value bounds', () => {
  it.each([
    ['a UF of 1 (issue: the 90 UF cap became $90)', 'uf', 1, false],
    ['a UF typed without its thousands (39,84)', 'uf', 39.84, false],
    ['a UF typed ten times over', 'uf', 398_417.2, false],
    ['the UF of late 2026', 'uf', 39_841.72, true],
    ['the UTM of 2026', 'utm', 69_542, true],
    ['a UTM of 695', 'utm', 695, false],
    ['the 2026 ingreso mínimo', 'imm', 539_000, true],
    ['an ingreso mínimo of 5.390.000', 'imm', 5_390_000, false],
    ['the 2026 ingreso mínimo for other ages', 'imm_otras_edades', 402_082, true],
  ] as const)('%s', (_name, code, value, accepted) => {
    expect(isWithin(REFERENCE_BOUNDS[code], value)).toBe(accepted);
  });

  it('refuses what is not a number', () => {
    expect(isWithin(REFERENCE_BOUNDS.uf, Number.NaN)).toBe(false);
    expect(isWithin(REFERENCE_BOUNDS.uf, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('gives the UTA twelve times the UTM range', () => {
    expect(isWithin(UTA_BOUNDS, 12 * 69_542)).toBe(true);
    expect(isWithin(UTA_BOUNDS, 69_542)).toBe(false);
  });

  it('says the range in Spanish, in pesos written the Chilean way', () => {
    expect(outOfBoundsMessage(REFERENCE_BOUNDS.uf)).toBe(
      'El valor de la UF debe estar entre $30.000 y $60.000; revisa que esté bien escrito.',
    );
  });
});

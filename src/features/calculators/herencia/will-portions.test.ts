import { describe, expect, it } from 'vitest';
import { formatFraction } from './fraction';
import { intestateSuccession } from './intestate-shares';
import { legitimaRigorosa, willPortions } from './will-portions';

describe('willPortions (arts. 1167, 1182, 1184)', () => {
  it('with legitimarios: half for the legítimas, a quarter of mejoras, a free quarter', () => {
    expect(willPortions(200_000_000, true)).toEqual([
      { kind: 'mitad-legitimaria', share: { numerator: 1, denominator: 2 }, amount: 100_000_000 },
      { kind: 'cuarta-mejoras', share: { numerator: 1, denominator: 4 }, amount: 50_000_000 },
      { kind: 'libre-disposicion', share: { numerator: 1, denominator: 4 }, amount: 50_000_000 },
    ]);
  });

  it('without legitimarios the whole estate is free', () => {
    expect(willPortions(200_000_000, false)).toEqual([
      { kind: 'libre-disposicion', share: { numerator: 1, denominator: 1 }, amount: 200_000_000 },
    ]);
  });

  it('rounds pesos only at the end', () => {
    expect(willPortions(1_000_002, true).map((portion) => portion.amount)).toEqual([
      500_001, 250_001, 250_001,
    ]);
  });
});

describe('legitimaRigorosa (art. 1184)', () => {
  it.each([
    [{ spouse: true, children: 2, ascendants: 0, siblings: 0 }, ['conyuge 1/4', 'hijo 1/8']],
    [{ spouse: true, children: 7, ascendants: 0, siblings: 0 }, ['conyuge 1/8', 'hijo 3/56']],
    [
      { spouse: true, children: 0, ascendants: 2, siblings: 0 },
      ['conyuge 1/3', 'ascendiente 1/12'],
    ],
    [{ spouse: false, children: 0, ascendants: 0, siblings: 2 }, []],
  ])('each legitimario is owed half their intestate share (%j)', (family, expected) => {
    const succession = intestateSuccession(family);
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(
      legitimaRigorosa(succession.heirs).map((g) => `${g.kind} ${formatFraction(g.share)}`),
    ).toEqual(expected);
  });
});

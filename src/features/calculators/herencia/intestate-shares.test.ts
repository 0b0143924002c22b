import { describe, expect, it } from 'vitest';
import { add, formatFraction, formatPercent, fraction, type Fraction } from './fraction';
import {
  hasLegitimarios,
  intestateSuccession,
  type Family,
  type HeirGroup,
} from './intestate-shares';

const family = (changes: Partial<Family>): Family => ({
  spouse: false,
  children: 0,
  ascendants: 0,
  siblings: 0,
  ...changes,
});

/** 'conyuge 1/2, hijo 1/4 ×2': each group's share per person, in a line. */
const describeHeirs = (heirs: readonly HeirGroup[]) =>
  heirs.map((group) => `${group.kind} ${formatFraction(group.share)} ×${group.count}`).join(', ');

const total = (heirs: readonly HeirGroup[]): Fraction =>
  heirs.reduce<Fraction>(
    (sum, group) =>
      add(sum, fraction(group.share.numerator * group.count, group.share.denominator)),
    fraction(0, 1),
  );

describe('intestateSuccession: first order, children with the spouse (art. 988)', () => {
  // The table of the research notes: 1 child, half each; 2 to 6, 2/(n+2) and 1/(n+2); from 7 on,
  // the spouse's floor of 1/4 and 3/4 among the children.
  it.each([
    [1, 'conyuge 1/2 ×1, hijo 1/2 ×1'],
    [2, 'conyuge 1/2 ×1, hijo 1/4 ×2'],
    [5, 'conyuge 2/7 ×1, hijo 1/7 ×5'],
    [6, 'conyuge 1/4 ×1, hijo 1/8 ×6'],
    [7, 'conyuge 1/4 ×1, hijo 3/28 ×7'],
    [10, 'conyuge 1/4 ×1, hijo 3/40 ×10'],
  ])('%i children: %s', (children, expected) => {
    const succession = intestateSuccession(family({ spouse: true, children, ascendants: 2 }));
    expect(succession.order).toBe(1);
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(describeHeirs(succession.heirs)).toBe(expected);
  });

  it.each([
    [1, 'hijo 1 ×1'],
    [3, 'hijo 1/3 ×3'],
    [30, 'hijo 1/30 ×30'],
  ])('no spouse, %i children share equally: %s', (children, expected) => {
    const succession = intestateSuccession(family({ children, ascendants: 2, siblings: 3 }));
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(describeHeirs(succession.heirs)).toBe(expected);
  });

  it('with 5 children the spouse takes 28,57%, not the quarter floor', () => {
    const succession = intestateSuccession(family({ spouse: true, children: 5 }));
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(formatPercent(succession.heirs[0]?.share ?? fraction(0, 1))).toBe('28,57%');
  });

  it.each(Array.from({ length: 30 }, (_, index) => index + 1))(
    'the shares of %i children, with and without a spouse, add up to the whole estate',
    (children) => {
      for (const spouse of [true, false]) {
        const succession = intestateSuccession(family({ spouse, children }));
        if (succession.order === 'otros') throw new Error('sin herederos');
        expect(total(succession.heirs)).toEqual(fraction(1, 1));
      }
    },
  );
});

describe('intestateSuccession: second order, spouse and ascendants (art. 989)', () => {
  it.each([
    [
      'spouse and both parents',
      { spouse: true, ascendants: 2 },
      'conyuge 2/3 ×1, ascendiente 1/6 ×2',
    ],
    [
      'spouse and one parent',
      { spouse: true, ascendants: 1 },
      'conyuge 2/3 ×1, ascendiente 1/3 ×1',
    ],
    ['spouse, no ascendants', { spouse: true, siblings: 4 }, 'conyuge 1 ×1'],
    ['both parents, no spouse', { ascendants: 2, siblings: 4 }, 'ascendiente 1/2 ×2'],
    ['one parent, no spouse', { ascendants: 1 }, 'ascendiente 1 ×1'],
  ])('%s: %s', (_, changes, expected) => {
    const succession = intestateSuccession(family(changes));
    expect(succession.order).toBe(2);
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(describeHeirs(succession.heirs)).toBe(expected);
    expect(total(succession.heirs)).toEqual(fraction(1, 1));
  });
});

describe('intestateSuccession: third order and beyond', () => {
  it.each([
    [1, 'hermano 1 ×1'],
    [3, 'hermano 1/3 ×3'],
  ])('%i siblings share equally (art. 990): %s', (siblings, expected) => {
    const succession = intestateSuccession(family({ siblings }));
    expect(succession.order).toBe(3);
    if (succession.order === 'otros') throw new Error('sin herederos');
    expect(describeHeirs(succession.heirs)).toBe(expected);
  });

  it('with nobody of the first three orders, it goes to other relatives or the Fisco', () => {
    expect(intestateSuccession(family({}))).toEqual({ order: 'otros' });
  });

  it.each([
    [{ children: -1 }],
    [{ children: 1.5 }],
    [{ ascendants: 3 }],
    [{ siblings: Number.NaN }],
  ])('rejects an impossible family (%j)', (changes) => {
    expect(() => intestateSuccession(family(changes))).toThrow();
  });
});

describe('hasLegitimarios (art. 1182)', () => {
  it.each([
    [{ children: 1 }, true],
    [{ spouse: true }, true],
    [{ ascendants: 1 }, true],
    [{ siblings: 3 }, false],
    [{}, false],
  ])('%j → %s', (changes, expected) => {
    expect(hasLegitimarios(family(changes))).toBe(expected);
  });
});

describe('fraction', () => {
  it.each([
    [fraction(2, 4), '1/2', '50%'],
    [fraction(2, 7), '2/7', '28,57%'],
    [fraction(1, 3), '1/3', '33,33%'],
    [fraction(1, 8), '1/8', '12,5%'],
    [fraction(3, 3), '1', '100%'],
  ])('%j is written %s and %s', (share, text, percent) => {
    expect(formatFraction(share)).toBe(text);
    expect(formatPercent(share)).toBe(percent);
  });

  it.each([
    [1, 0],
    [1.5, 2],
    [1, -2],
  ])('rejects %i/%i', (numerator, denominator) => {
    expect(() => fraction(numerator, denominator)).toThrow();
  });
});

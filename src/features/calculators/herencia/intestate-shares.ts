import { fraction, isLess, WHOLE, type Fraction } from './fraction';

/**
 * Who inherits and how much when there is no will (sucesión intestada, arts. 980 ff. Código
 * Civil). The law calls the relatives in orders: each order excludes the ones after it.
 */

export type HeirKind = 'conyuge' | 'hijo' | 'ascendiente' | 'hermano';

export interface Family {
  /** A surviving spouse or conviviente civil (Ley 20.830 gives both the same rights). */
  spouse: boolean;
  /** Children, counting a deceased child who left descendants (they take the child's place). */
  children: number;
  /** Living ascendants of the nearest degree (here, the parents: 0, 1 or 2). */
  ascendants: number;
  /** Siblings, all treated as full siblings. */
  siblings: number;
}

/** Heirs of one kind, each taking the same share. */
export interface HeirGroup {
  kind: HeirKind;
  count: number;
  /** What each one of them takes. */
  share: Fraction;
}

export type Succession =
  | { order: 1 | 2 | 3; heirs: HeirGroup[] }
  /** No descendants, ascendants, spouse or siblings: other collaterals, or else the Fisco. */
  | { order: 'otros' };

/** The spouse never takes less than a quarter of the estate (art. 988). */
const SPOUSE_FLOOR = fraction(1, 4);

/**
 * First order (art. 988): the children with the spouse. With one child the spouse takes the same
 * as the child; with more, twice what each child takes, that is 2/(n+2), but never less than a
 * quarter: from 7 children on the spouse keeps 1/4 and the children share the other 3/4.
 */
function firstOrder(children: number, spouse: boolean): HeirGroup[] {
  if (!spouse) return [{ kind: 'hijo', count: children, share: fraction(1, children) }];
  if (children === 1)
    return [
      { kind: 'conyuge', count: 1, share: fraction(1, 2) },
      { kind: 'hijo', count: 1, share: fraction(1, 2) },
    ];
  const double = fraction(2, children + 2);
  if (!isLess(double, SPOUSE_FLOOR))
    return [
      { kind: 'conyuge', count: 1, share: double },
      { kind: 'hijo', count: children, share: fraction(1, children + 2) },
    ];
  return [
    { kind: 'conyuge', count: 1, share: SPOUSE_FLOOR },
    { kind: 'hijo', count: children, share: fraction(3, 4 * children) },
  ];
}

/**
 * Second order (art. 989): no descendants. The spouse takes two thirds and the nearest ascendants
 * one third, split equally; if only one of the two groups exists, it takes everything.
 */
function secondOrder(spouse: boolean, ascendants: number): HeirGroup[] {
  if (!spouse) return [{ kind: 'ascendiente', count: ascendants, share: fraction(1, ascendants) }];
  if (ascendants === 0) return [{ kind: 'conyuge', count: 1, share: WHOLE }];
  return [
    { kind: 'conyuge', count: 1, share: fraction(2, 3) },
    { kind: 'ascendiente', count: ascendants, share: fraction(1, 3 * ascendants) },
  ];
}

function assertCount(value: number, label: string, max: number) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${label} fuera de rango: ${value}`);
}

/** The intestate heirs of a family and each one's share of the estate. */
export function intestateSuccession(family: Family): Succession {
  assertCount(family.children, 'Hijos', 1000);
  assertCount(family.ascendants, 'Ascendientes', 2);
  assertCount(family.siblings, 'Hermanos', 1000);
  if (family.children > 0) return { order: 1, heirs: firstOrder(family.children, family.spouse) };
  if (family.spouse || family.ascendants > 0)
    return { order: 2, heirs: secondOrder(family.spouse, family.ascendants) };
  // Third order (art. 990): siblings share equally (a half-sibling would take half a full
  // sibling's share, which this calculation does not model).
  if (family.siblings > 0)
    return {
      order: 3,
      heirs: [{ kind: 'hermano', count: family.siblings, share: fraction(1, family.siblings) }],
    };
  return { order: 'otros' };
}

/**
 * Whether the family includes legitimarios, the heirs a will must respect (art. 1182): descendants,
 * the spouse or conviviente civil, and ascendants. Siblings are not.
 */
export function hasLegitimarios(family: Pick<Family, 'spouse' | 'children' | 'ascendants'>) {
  return family.spouse || family.children > 0 || family.ascendants > 0;
}

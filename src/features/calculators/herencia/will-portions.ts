import { fraction, multiply, shareOf, type Fraction } from './fraction';
import type { HeirGroup } from './intestate-shares';

/**
 * What a will can dispose of (arts. 1167, 1182 and 1184 Código Civil). With legitimarios, half
 * the estate is the mitad legitimaria, kept for them; a quarter, the cuarta de mejoras, may go only
 * to the spouse or conviviente civil, descendants or ascendants; the last quarter is free. Without
 * legitimarios the testator disposes of everything freely.
 */

export type PortionKind = 'mitad-legitimaria' | 'cuarta-mejoras' | 'libre-disposicion';

export interface Portion {
  kind: PortionKind;
  share: Fraction;
  /** Pesos, rounded. */
  amount: number;
}

export const MITAD_LEGITIMARIA = fraction(1, 2);
const QUARTER = fraction(1, 4);

/** The parts of the estate a will deals with. */
export function willPortions(estate: number, legitimarios: boolean): Portion[] {
  const parts: [PortionKind, Fraction][] = legitimarios
    ? [
        ['mitad-legitimaria', MITAD_LEGITIMARIA],
        ['cuarta-mejoras', QUARTER],
        ['libre-disposicion', QUARTER],
      ]
    : [['libre-disposicion', fraction(1, 1)]];
  return parts.map(([kind, share]) => ({
    kind,
    share,
    amount: Math.round(shareOf(estate, share)),
  }));
}

/**
 * Each legitimario's legítima rigorosa, the least a will must leave them: the mitad legitimaria
 * is divided among them by the rules of intestate succession (art. 1184), so each takes half of
 * their intestate share. If the will leaves the cuartas undisposed of, they go to the legítimas
 * (art. 1191) and each legitimario ends up with their whole intestate share. Siblings are not
 * legitimarios: they have no legítima.
 */
export function legitimaRigorosa(heirs: readonly HeirGroup[]): HeirGroup[] {
  return heirs
    .filter((group) => group.kind !== 'hermano')
    .map((group) => ({ ...group, share: multiply(group.share, MITAD_LEGITIMARIA) }));
}

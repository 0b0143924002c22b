import { isWithin, outOfBoundsMessage, REFERENCE_BOUNDS, type ReferenceCode } from './bounds.ts';

/** A value typed the Chilean way ('39.841,72'), within its plausible range, or why not. */
export function parseReferenceInput(
  code: ReferenceCode,
  text: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const bounds = REFERENCE_BOUNDS[code];
  const cleaned = text.replace(/[$\s]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(cleaned))
    return { ok: false, error: `Escribe ${bounds.label} solo con números, por ejemplo 39.841,72.` };
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return isWithin(bounds, value)
    ? { ok: true, value }
    : { ok: false, error: outOfBoundsMessage(bounds) };
}

/**
 * Reading what people type into the calculators' fields, the Chilean way: dots group thousands
 * and a comma marks decimals ("1.250.000", "39.841,72"). A "$" and spaces are ignored.
 */
import { isWithin, outOfBoundsMessage, type ReferenceBounds } from '@/lib/reference-values/bounds';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** A number written as in Chile, or null if it is not one. */
export function parseChileanNumber(text: string): number | null {
  const cleaned = text.replace(/[$\s]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(cleaned)) return null;
  return Number(cleaned.replace(/\./g, '').replace(',', '.'));
}

/** An amount in pesos greater than zero. */
export function parseAmount(text: string, label: string): Parsed<number> {
  if (text.trim() === '') return fail(`Ingresa ${label}.`);
  const value = parseChileanNumber(text);
  if (value === null) return fail(`Escribe ${label} solo con números, por ejemplo 850.000.`);
  if (value <= 0) return fail(`${capitalize(label)} debe ser mayor que cero.`);
  return { ok: true, value };
}

/**
 * A reference value (UF, UTM, UTA, ingreso mínimo): an amount within its plausible range, so a
 * slip such as a UF of 1 is refused instead of quietly turning the 90 UF cap into $90.
 */
export function parseReferenceValue(text: string, bounds: ReferenceBounds): Parsed<number> {
  const amount = parseAmount(text, bounds.label);
  if (!amount.ok) return amount;
  return isWithin(bounds, amount.value) ? amount : fail(outOfBoundsMessage(bounds));
}

/** An amount in pesos that may be zero (an optional addition); empty means zero. */
export function parseOptionalAmount(text: string, label: string): Parsed<number> {
  if (text.trim() === '') return { ok: true, value: 0 };
  const value = parseChileanNumber(text);
  if (value === null) return fail(`Escribe ${label} solo con números, por ejemplo 60.000.`);
  return { ok: true, value };
}

/** A whole number between min and max. */
export function parseWholeNumber(
  text: string,
  label: string,
  min: number,
  max: number,
): Parsed<number> {
  if (text.trim() === '') return fail(`Ingresa ${label}.`);
  if (!/^\d+$/.test(text.trim())) return fail(`${capitalize(label)} debe ser un número entero.`);
  const value = Number(text.trim());
  if (value < min || value > max)
    return fail(`${capitalize(label)} debe estar entre ${min} y ${max}.`);
  return { ok: true, value };
}

/** A calendar date written by a date input ('YYYY-MM-DD'). */
export function parseIsoDate(text: string, label: string): Parsed<string> {
  if (text.trim() === '') return fail(`Ingresa ${label}.`);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return fail(`Ingresa ${label} como día, mes y año.`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900)
    return fail(`${capitalize(label)} no es una fecha válida.`);
  return { ok: true, value: text.trim() };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

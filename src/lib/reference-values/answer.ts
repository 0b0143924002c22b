/**
 * What the `valores-referencia` function answers, read the same way by the function's tests and
 * by the calculators: each value in force with its date, origin and source. The browser trusts
 * no field it did not check: an unknown code, a date that is not one or a value outside its
 * plausible range is dropped, and the calculator keeps its prerendered value.
 */
import { isReferenceCode, isWithin, REFERENCE_BOUNDS, type ReferenceCode } from './bounds.ts';

export interface StoredReferenceValue {
  valor: number;
  /** 'YYYY-MM-DD': the day the value holds at (the UTM's: its month's first day). */
  fecha: string;
  /** 'cmf': fetched from the source; 'manual': entered by the firm. */
  origen: 'cmf' | 'manual';
  fuente: string;
}

export interface ReferenceValuesAnswer {
  valores: Partial<Record<ReferenceCode, StoredReferenceValue>>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readValue(code: ReferenceCode, raw: unknown): StoredReferenceValue | null {
  if (!isRecord(raw)) return null;
  const { valor, fecha, origen, fuente } = raw;
  if (typeof valor !== 'number' || !isWithin(REFERENCE_BOUNDS[code], valor)) return null;
  if (typeof fecha !== 'string' || !ISO_DATE.test(fecha)) return null;
  if (origen !== 'cmf' && origen !== 'manual') return null;
  if (typeof fuente !== 'string' || fuente.length === 0 || fuente.length > 200) return null;
  return { valor, fecha, origen, fuente };
}

/** The answer's plausible values; an empty answer when it is not one. */
export function readReferenceAnswer(raw: unknown): ReferenceValuesAnswer {
  const valores: ReferenceValuesAnswer['valores'] = {};
  if (!isRecord(raw) || !isRecord(raw.valores)) return { valores };
  for (const [code, value] of Object.entries(raw.valores)) {
    if (!isReferenceCode(code)) continue;
    const read = readValue(code, value);
    if (read) valores[code] = read;
  }
  return { valores };
}

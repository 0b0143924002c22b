import { isReferenceCode } from '@/lib/reference-values/bounds';
import type { ReferenceValueRow } from './reference-value-types';

const isoDate = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The rows of valores_referencia_vigentes, as either adapter receives them. */
export function toReferenceValueRows(
  rows: readonly Record<string, unknown>[],
): ReferenceValueRow[] {
  return rows.flatMap((row) =>
    isReferenceCode(row.codigo)
      ? [
          {
            codigo: row.codigo,
            valor: Number(row.valor),
            fecha: isoDate(row.fecha),
            origen: row.origen === 'manual' ? ('manual' as const) : ('cmf' as const),
            fuente: String(row.fuente),
          },
        ]
      : [],
  );
}

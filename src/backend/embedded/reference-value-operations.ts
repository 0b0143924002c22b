import type { BackendPort } from '../port';
import { toReferenceValueRows } from '../reference-value-rows';
import type { Caller } from './caller';

/**
 * The reference values in the browser's own database. The public calculators do not read them
 * (they load no database): they read the local server's `valores-referencia`, which keeps the
 * source's values itself. A hand entry here is stored and audited in this browser's database.
 */
export function createEmbeddedReferenceValues({
  asCaller,
  asCallerStored,
}: Caller): BackendPort['valoresReferencia'] {
  return {
    inForce: () =>
      asCaller(async (tx) =>
        toReferenceValueRows(
          (
            await tx.query<Record<string, unknown>>(
              'select * from public.valores_referencia_vigentes()',
            )
          ).rows,
        ),
      ),
    async correct(entry) {
      await asCallerStored(async (tx) => {
        await tx.query('select public.registrar_valor_referencia_manual($1, $2, $3::date, $4)', [
          entry.codigo,
          entry.valor,
          entry.fecha,
          entry.motivo,
        ]);
      });
    },
  };
}

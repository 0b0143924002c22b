import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendPort } from '../port';
import { toReferenceValueRows } from '../reference-value-rows';
import { check } from './results';

/** The reference values on hosted Supabase: read in force, and an admin's hand entry. */
export function createSupabaseReferenceValues(
  client: SupabaseClient,
): BackendPort['valoresReferencia'] {
  return {
    async inForce() {
      const rows = check(await client.rpc('valores_referencia_vigentes')) as
        Record<string, unknown>[] | null;
      return toReferenceValueRows(rows ?? []);
    },
    async correct(entry) {
      check(
        await client.rpc('registrar_valor_referencia_manual', {
          p_codigo: entry.codigo,
          p_valor: entry.valor,
          p_fecha: entry.fecha,
          p_motivo: entry.motivo,
        }),
      );
    },
  };
}

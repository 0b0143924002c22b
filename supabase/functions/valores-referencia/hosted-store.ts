/** The hosted store: the database's `valores_referencia`, through the service role. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { isReferenceCode, type ReferenceCode } from '../../../src/lib/reference-values/bounds.ts';
import type { StoredReferenceValue } from '../../../src/lib/reference-values/answer.ts';
import type { ReferenceStore } from './handler.ts';

interface Row {
  codigo: string;
  valor: number | string;
  fecha: string;
  origen: 'cmf' | 'manual';
  fuente: string;
}

export function createHostedReferenceStore(client: SupabaseClient): ReferenceStore {
  return {
    async inForce() {
      const result: { data: unknown; error: { message: string } | null } = await client.rpc(
        'valores_referencia_vigentes',
      );
      if (result.error) throw new Error(result.error.message);
      const data = Array.isArray(result.data) ? (result.data as Row[]) : [];
      const values: Partial<Record<ReferenceCode, StoredReferenceValue>> = {};
      for (const row of data) {
        if (!isReferenceCode(row.codigo)) continue;
        values[row.codigo] = {
          valor: Number(row.valor),
          fecha: row.fecha.slice(0, 10),
          origen: row.origen,
          fuente: row.fuente,
        };
      }
      return values;
    },
    async save(value, fuente) {
      const { error } = await client.rpc('registrar_valor_referencia', {
        p_codigo: value.codigo,
        p_valor: value.valor,
        p_fecha: value.fecha,
        p_fuente: fuente,
      });
      if (error) throw new Error(error.message);
    },
  };
}

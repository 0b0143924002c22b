import type { SupabaseClient } from '@supabase/supabase-js';
import { auditFilters, RECORD_TRAIL_LIMIT, toAuditEntry, toRetentionReport } from '../audit-rows';
import type { BackendPort } from '../port';
import { setCurrentScreen } from '../screen';
import type { Json } from '../rows';
import { check } from './results';

/** The audit trail and the retention run on hosted Supabase. */
export function createSupabaseAuditOperations(client: SupabaseClient): {
  auditoria: BackendPort['auditoria'];
  retencion: BackendPort['retencion'];
} {
  const runRetention = async (execute: boolean) =>
    toRetentionReport(check(await client.rpc('retencion', { p_ejecutar: execute })));

  return {
    auditoria: {
      async list(query) {
        const f = auditFilters(query);
        let request = client.from('auditoria').select('*', { count: 'exact' });
        if (f.actorPattern) request = request.ilike('actor_email', f.actorPattern);
        if (f.accion) request = request.eq('accion', f.accion);
        if (f.tabla) request = request.eq('tabla', f.tabla);
        if (f.registro) request = request.eq('registro', f.registro);
        if (f.since) request = request.gte('creado_en', f.since);
        if (f.before) request = request.lt('creado_en', f.before);
        const result = await request
          .order('creado_en', { ascending: false })
          .order('id', { ascending: false })
          .range(f.offset, f.offset + f.limit - 1);
        const rows = (check(result) ?? []) as Json[];
        return { rows: rows.map(toAuditEntry), total: result.count ?? rows.length };
      },
      async ofRecord(table, id) {
        const rows = check(
          await client
            .from('auditoria')
            .select('*')
            .eq('tabla', table)
            .eq('registro', id)
            .order('creado_en', { ascending: false })
            .order('id', { ascending: false })
            .limit(RECORD_TRAIL_LIMIT),
        ) as Json[] | null;
        return (rows ?? []).map(toAuditEntry);
      },
      setScreen: setCurrentScreen,
      async logRead(table, ids, screen) {
        if (ids.length === 0) return;
        check(
          await client
            .rpc('registrar_lectura', { p_tabla: table, p_registros: ids, p_pantalla: screen })
            .setHeader('x-pantalla', screen),
        );
      },
    },
    retencion: {
      preview: () => runRetention(false),
      apply: () => runRetention(true),
    },
  };
}

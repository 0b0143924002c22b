import { auditFilters, RECORD_TRAIL_LIMIT, toAuditEntry, toRetentionReport } from '../audit-rows';
import type { BackendPort } from '../port';
import { setCurrentScreen } from '../screen';
import { rowsOf, type Caller } from './caller';

/** The audit trail and the retention run on the embedded database, as the signed-in user. */
export function createEmbeddedAuditOperations({ asCaller, asCallerStored }: Caller): {
  auditoria: BackendPort['auditoria'];
  retencion: BackendPort['retencion'];
} {
  const runRetention = (execute: boolean) =>
    asCallerStored(async (tx) => {
      const { rows } = await tx.query<{ r: unknown }>('select public.retencion($1) as r', [
        execute,
      ]);
      return toRetentionReport(rows[0]?.r);
    });

  return {
    auditoria: {
      list: (query) =>
        asCaller(async (tx) => {
          const f = auditFilters(query);
          const params = [f.actorPattern, f.accion, f.tabla, f.registro, f.since, f.before];
          const where = `($1::text is null or a.actor_email ilike $1)
            and ($2::text is null or a.accion = $2) and ($3::text is null or a.tabla = $3)
            and ($4::text is null or a.registro = $4)
            and ($5::timestamptz is null or a.creado_en >= $5)
            and ($6::timestamptz is null or a.creado_en < $6)`;
          const rows = await rowsOf(
            tx,
            `select to_jsonb(a) as row from public.auditoria a where ${where}
             order by a.creado_en desc, a.id desc limit $7 offset $8`,
            [...params, f.limit, f.offset],
          );
          const { rows: count } = await tx.query<{ total: number }>(
            `select count(*)::int as total from public.auditoria a where ${where}`,
            params,
          );
          return { rows: rows.map(toAuditEntry), total: count[0]?.total ?? 0 };
        }),
      ofRecord: (table, id) =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              `select to_jsonb(a) as row from public.auditoria a
               where a.tabla = $1 and a.registro = $2
               order by a.creado_en desc, a.id desc limit $3`,
              [table, id, RECORD_TRAIL_LIMIT],
            )
          ).map(toAuditEntry),
        ),
      setScreen: setCurrentScreen,
      async logRead(table, ids, screen) {
        if (ids.length === 0) return;
        await asCallerStored(async (tx) => {
          await tx.query('select public.registrar_lectura($1, $2::uuid[], $3)', [
            table,
            ids,
            screen,
          ]);
        });
      },
    },
    retencion: {
      preview: () => runRetention(false),
      apply: () => runRetention(true),
    },
  };
}

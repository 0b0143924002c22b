import { parseOpenedNotice } from '../../../supabase/functions/_shared/notify/opened-notice.ts';
import type { ScheduleStore } from '../../../supabase/functions/_shared/notify/scheduled-run.ts';

/** Something SQL runs on: a PGlite transaction, or a test database's connection. */
interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row shape, as with PGlite
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The schedule's database side in SQL, for a database this process reaches directly (the
 * embedded one, and the database tests): the three functions of a run, each in its own
 * transaction as the service role (`asServer`), as the hosted function calls them through
 * PostgREST.
 */
export function sqlScheduleStore(
  asServer: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
): ScheduleStore {
  return {
    prepare: () =>
      asServer(async (tx) => {
        const { rows } = await tx.query<{ r: { copias: number; recordatorios: number } }>(
          'select public.preparar_avisos() as r',
        );
        return rows[0]?.r ?? { copias: 0, recordatorios: 0 };
      }),
    take: (limit) =>
      asServer(async (tx) => {
        const { rows } = await tx.query<{ r: unknown[] }>('select public.tomar_avisos($1) as r', [
          limit,
        ]);
        return (rows[0]?.r ?? []).map((row) => parseOpenedNotice(row));
      }),
    record: async (id, resultado, error, respuesta) => {
      await asServer((tx) =>
        tx.query('select public.registrar_resultado_aviso($1, $2, $3, $4::jsonb)', [
          id,
          resultado,
          error,
          respuesta === undefined || respuesta === null ? null : JSON.stringify(respuesta),
        ]),
      );
    },
  };
}

import type { BackendPort } from '../port';
import { BackendError } from '../port';
import { toNotificationLog, toReservation } from '../rows';
import {
  codeRange,
  DIAGNOSTIC_TABLES,
  pageRange,
  searchPattern,
  STALE_PENDING_MINUTES,
  TEST_RESERVATION_EMAIL,
} from '../staff-queries';
import { rowsOf, type Caller } from './caller';

/** The staff's operations on the embedded database: booking search, reminders, log, diagnostics. */
export function createEmbeddedStaffOperations({ asCaller, asCallerStored }: Caller): {
  reservas: Pick<BackendPort['reservas'], 'search' | 'dueReminders' | 'markReminderSent'>;
  notificaciones: Pick<BackendPort['notificaciones'], 'list' | 'failed' | 'ofReservation'>;
  diagnostics: BackendPort['diagnostics'];
} {
  return {
    reservas: {
      search: (query) =>
        asCaller(async (tx) => {
          const { from, to } = pageRange(query);
          const code = codeRange(query.texto);
          const filters = [
            searchPattern(query.texto),
            query.estado ?? null,
            query.desde ?? null,
            query.hasta ?? null,
            code?.lo ?? null,
            code?.hi ?? null,
          ];
          const where = `($1::text is null or r.nombre ilike $1 or r.email ilike $1 or r.rut ilike $1
              or r.telefono ilike $1 or r.servicio ilike $1
              or r.id between $5::uuid and $6::uuid)
            and ($2::public.estado_reserva is null or r.estado = $2)
            and ($3::date is null or r.fecha >= $3) and ($4::date is null or r.fecha <= $4)`;
          const rows = await rowsOf(
            tx,
            `select to_jsonb(r) as row from public.reservas r where ${where}
             order by r.fecha desc, r.hora desc, r.created_at desc limit $7 offset $8`,
            [...filters, to - from + 1, from],
          );
          const { rows: count } = await tx.query<{ total: number }>(
            `select count(*)::int as total from public.reservas r where ${where}`,
            filters,
          );
          return { rows: rows.map(toReservation), total: count[0]?.total ?? 0 };
        }),
      dueReminders: (fecha) =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              `select to_jsonb(r) as row from public.reservas r
               where r.fecha = $1::date and r.estado in ('pendiente', 'confirmada')
                 and not r.recordatorio_enviado and not r.urgente
               order by r.hora`,
              [fecha],
            )
          ).map(toReservation),
        ),
      markReminderSent: (id) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.reservas set recordatorio_enviado = true where id = $1',
            [id],
          );
          if (!affectedRows) throw new BackendError('No se pudo marcar el recordatorio');
        }),
    },
    notificaciones: {
      list: (limit) =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              'select to_jsonb(n) as row from public.notificaciones n order by n.created_at desc limit $1',
              [limit],
            )
          ).map(toNotificationLog),
        ),
      failed: () =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              `select to_jsonb(n) as row from public.notificaciones n
               where (n.estado = 'fallido' and n.intentos < 3)
                  or (n.estado = 'pendiente' and n.created_at < now() - make_interval(mins => $1)
                      and (n.enviando_hasta is null or n.enviando_hasta < now()))
               order by n.created_at desc`,
              [STALE_PENDING_MINUTES],
            )
          ).map(toNotificationLog),
        ),
      ofReservation: (reservaId) =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              `select to_jsonb(n) as row from public.notificaciones n
               where n.reserva_id = $1 order by n.created_at, n.id`,
              [reservaId],
            )
          ).map(toNotificationLog),
        ),
    },
    diagnostics: {
      ping: () =>
        asCaller(async (tx) => {
          await tx.query('select id from public.profiles limit 1');
        }),
      readTable: (table) =>
        asCaller(async (tx) => {
          if (!DIAGNOSTIC_TABLES.includes(table)) throw new BackendError('Tabla desconocida');
          await tx.query(`select id from public.${table} limit 1`);
        }),
      insertTestReservation: ({ fecha, hora }) =>
        asCallerStored(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'select public.crear_reserva_prueba($1::date, $2) as id',
            [fecha, hora],
          );
          return rows[0]?.id ?? '';
        }),
      counts: () =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ reservas: number; profiles: number }>(
            `select (select count(*) from public.reservas)::int as reservas,
                    (select count(*) from public.profiles)::int as profiles`,
          );
          return rows[0] ?? { reservas: 0, profiles: 0 };
        }),
      cleanUp: () =>
        asCallerStored(async (tx) => {
          const reservas = await tx.query('delete from public.reservas where email = $1', [
            TEST_RESERVATION_EMAIL,
          ]);
          const notificaciones = await tx.query(
            'delete from public.notificaciones where reserva_id is null',
          );
          return {
            reservas: reservas.affectedRows ?? 0,
            notificaciones: notificaciones.affectedRows ?? 0,
          };
        }),
    },
  };
}

import type { Transaction } from '@electric-sql/pglite';
import type { EmbeddedDatabase } from './database';
import { BackendError, type BackendPort, type NotificationEntry } from '../port';
import { toBackendError } from '../errors';
import { toNotificationLog, toProfile, toReservation, toStatistics, type Json } from '../rows';
import {
  DIAGNOSTIC_TABLES,
  pageRange,
  searchPattern,
  TEST_RESERVATION,
  TEST_RESERVATION_EMAIL,
} from '../staff-queries';
import { createEmbeddedAuth } from './embedded-auth';
import type { SessionStore } from './session-store';

/**
 * The embedded backend: the port implemented on a PGlite database that already ran the shim, the
 * embedded sign-in and the migrations. Sign-in is in embedded-auth.ts; every data operation runs
 * as the signed-in user under row-level security, in one transaction with `set local role` and
 * transaction-local JWT claims, exactly as PostgREST runs a request.
 */
export function createEmbeddedBackend(db: EmbeddedDatabase, store: SessionStore): BackendPort {
  const { auth, currentSession } = createEmbeddedAuth(db, store);

  /** Runs `fn` as the current user (or anon), under RLS, in one transaction. */
  async function asCaller<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const session = await currentSession();
    const claims = session
      ? { role: 'authenticated', sub: session.user.id, email: session.user.email }
      : { role: 'anon' };
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${session ? 'authenticated' : 'anon'}`);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        return fn(tx);
      });
    } catch (error) {
      throw toBackendError(error);
    }
  }

  /**
   * Runs a change as the current user, and returns once it is stored. PGlite may copy a committed
   * transaction to IndexedDB only at the next statement outside one, so without this a booking
   * followed at once by a reload could vanish.
   */
  async function asCallerStored<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await asCaller(fn);
    await db.syncToFs();
    return result;
  }

  const entryValues = (entry: NotificationEntry): unknown[] => [
    entry.reservaId,
    entry.tipo,
    entry.estado,
    entry.intentos,
    entry.fechaEnvio,
    entry.ultimoError,
    entry.webhookResponse === undefined ? null : JSON.stringify(entry.webhookResponse),
  ];

  const rowsOf = async (tx: Transaction, sql: string, params: unknown[] = []): Promise<Json[]> =>
    (await tx.query<{ row: Json }>(sql, params)).rows.map((r) => r.row);

  return {
    mode: 'embedded',
    auth,
    profiles: {
      async getMine() {
        const session = await currentSession();
        if (!session) return null;
        const rows = await asCaller((tx) =>
          rowsOf(tx, 'select to_jsonb(p) as row from public.profiles p where p.user_id = $1', [
            session.user.id,
          ]),
        );
        return rows[0] ? toProfile(rows[0]) : null;
      },
      list: () =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              'select to_jsonb(p) as row from public.profiles p order by p.created_at desc',
            )
          ).map(toProfile),
        ),
      setActive: (userId, active) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.profiles set is_active = $1 where user_id = $2',
            [active, userId],
          );
          if (!affectedRows) throw new BackendError('Error al actualizar el estado del usuario');
        }),
      setRole: (userId, role) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.profiles set role = $1 where user_id = $2',
            [role, userId],
          );
          if (!affectedRows) throw new BackendError('Error al cambiar el rol del usuario');
        }),
    },
    reservas: {
      create: (input) =>
        asCallerStored(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.crear_reserva($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10) r',
            [
              input.nombre,
              input.rut,
              input.email,
              input.telefono,
              input.fecha,
              input.hora,
              input.plan,
              input.tipoReunion,
              input.descripcion ?? null,
              input.empresa ?? null,
            ],
          );
          if (!rows[0]) throw new BackendError('No se pudo crear la reserva');
          return toReservation(rows[0]);
        }),
      occupied: (from, to) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ fecha: string; hora: string }>(
            'select fecha::text as fecha, hora from public.horarios_ocupados($1::date, $2::date)',
            [from, to],
          );
          return rows.map((row) => ({ fecha: row.fecha, hora: row.hora }));
        }),
      list: () =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              'select to_jsonb(r) as row from public.reservas r order by r.fecha desc, r.hora desc',
            )
          ).map(toReservation),
        ),
      get: (id) =>
        asCaller(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.reservas r where r.id = $1',
            [id],
          );
          return rows[0] ? toReservation(rows[0]) : null;
        }),
      setStatus: (id, estado) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.reservas set estado = $1 where id = $2',
            [estado, id],
          );
          if (!affectedRows) throw new BackendError('No se pudo actualizar la reserva');
        }),
      cancel: (id) =>
        asCallerStored(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.cancelar_reserva($1) r',
            [id],
          );
          if (!rows[0]) throw new BackendError('No se pudo cancelar la reserva');
          return toReservation(rows[0]);
        }),
      search: (query) =>
        asCaller(async (tx) => {
          const { from, to } = pageRange(query);
          const filters = [
            searchPattern(query.texto),
            query.estado ?? null,
            query.desde ?? null,
            query.hasta ?? null,
          ];
          const where = `($1::text is null or r.nombre ilike $1 or r.email ilike $1 or r.rut ilike $1
              or r.telefono ilike $1 or r.servicio ilike $1)
            and ($2::public.estado_reserva is null or r.estado = $2)
            and ($3::date is null or r.fecha >= $3) and ($4::date is null or r.fecha <= $4)`;
          const rows = await rowsOf(
            tx,
            `select to_jsonb(r) as row from public.reservas r where ${where}
             order by r.fecha desc, r.hora desc, r.created_at desc limit $5 offset $6`,
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
                 and not r.recordatorio_enviado
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
      remove: (id) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query('delete from public.reservas where id = $1', [
            id,
          ]);
          if (!affectedRows) throw new BackendError('Error al eliminar la reserva');
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
               where n.estado = 'fallido' and n.intentos < 3 order by n.created_at desc`,
            )
          ).map(toNotificationLog),
        ),
      insert: (entry) =>
        asCallerStored(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            `insert into public.notificaciones
               (reserva_id, tipo, estado, intentos, fecha_envio, ultimo_error, webhook_response)
             values ($1, $2, $3, $4, $5, $6, $7) returning id`,
            entryValues(entry),
          );
          return rows[0]?.id ?? '';
        }),
      update: (id, entry) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query(
            `update public.notificaciones set reserva_id = $1, tipo = $2, estado = $3,
               intentos = $4, fecha_envio = $5, ultimo_error = $6, webhook_response = $7
             where id = $8`,
            [...entryValues(entry), id],
          );
          if (!affectedRows) throw new BackendError('No se pudo actualizar la notificación');
        }),
      recordBookingNotice: (delivery) =>
        asCallerStored(async (tx) => {
          await tx.query('select public.registrar_aviso_reserva($1, $2, $3, $4, $5, $6)', [
            delivery.reservaId,
            delivery.tipo,
            delivery.estado,
            delivery.intentos,
            delivery.ultimoError,
            delivery.webhookResponse === undefined
              ? null
              : JSON.stringify(delivery.webhookResponse),
          ]);
        }),
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
          const t = TEST_RESERVATION;
          const { rows } = await tx.query<{ id: string }>(
            `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, descripcion,
               plan, servicio, precio, categoria, estado)
             values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12) returning id`,
            [
              t.nombre,
              t.rut,
              t.email,
              t.telefono,
              fecha,
              hora,
              t.descripcion,
              t.plan,
              t.servicio,
              t.precio,
              t.categoria,
              t.estado,
            ],
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
    statistics: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ s: Json }>('select public.estadisticas() as s');
        return toStatistics(rows[0]?.s ?? {});
      }),
    newsletter: {
      subscribe: (email) =>
        asCallerStored(async (tx) => {
          await tx.query('select public.suscribir_newsletter($1)', [email]);
        }),
    },
    contact: {
      send: (message) =>
        asCallerStored(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'select public.enviar_mensaje_contacto($1, $2, $3, $4, $5) as id',
            [
              message.nombre,
              message.email,
              message.mensaje,
              message.telefono ?? null,
              message.servicio ?? null,
            ],
          );
          return rows[0]?.id ?? '';
        }),
    },
  };
}

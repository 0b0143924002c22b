import { BackendError, type BackendPort } from '../port';
import { CREAR_RESERVA_PLACEHOLDERS, crearReservaValues } from '../crear-reserva-args';
import { toProfile, toReservation, toStatistics, type Json } from '../rows';
import { toCalendarDay, type CalendarRow } from '../calendar-types';
import { createEmbeddedAgenda, createEmbeddedBookingMoves } from './agenda-operations';
import { createEmbeddedAuditOperations } from './audit-operations';
import { createEmbeddedReferenceValues } from './reference-value-operations';
import { createCaller, rowsOf } from './caller';
import type { EmbeddedDatabase } from './database';
import { createEmbeddedStaffOperations } from './staff-operations';
import { createEmbeddedAuth } from './embedded-auth';
import { approveWithLocalRelay } from './human-check-relay';
import { createEmbeddedNotify, type EmbeddedNotifyOptions } from './notify-operations';
import { createEmbeddedSchedule } from './notice-schedule';
import { SCHEDULE_UNREACHABLE } from '../notice-answer';
import { createEmbeddedPayments } from './payment-operations';
import { createEmbeddedNewsletter } from './newsletter-operations';
import { createEmbeddedRightsRequests } from './rights-request-operations';
import { createEmbeddedMyData } from './my-data-operations';
import type { SessionStore } from './session-store';

/** The site's own server, where `npm run dev` and `npm run preview` serve the functions. */
const SAME_ORIGIN_FUNCTIONS: EmbeddedNotifyOptions = {
  functionsUrl: '/functions/v1',
  fetch: (input, init) => globalThis.fetch(input, init),
};

/**
 * The embedded backend: the port implemented on a PGlite database that already ran the shim, the
 * embedded sign-in and the migrations. Sign-in is in embedded-auth.ts, the staff's operations in
 * staff-operations.ts; every data operation runs as the signed-in user under row-level security
 * (caller.ts).
 */
export function createEmbeddedBackend(
  db: EmbeddedDatabase,
  store: SessionStore,
  functions: EmbeddedNotifyOptions = SAME_ORIGIN_FUNCTIONS,
  /** Run the notice schedule (notice-schedule.ts): the site in a browser, not a test. */
  { schedule: withSchedule = false }: { schedule?: boolean } = {},
): BackendPort {
  const embeddedAuth = createEmbeddedAuth(db, store);
  const { auth, currentSession, currentIdentity } = embeddedAuth;
  const caller = createCaller(db, currentIdentity, approveWithLocalRelay(functions));
  const { asCaller, asCallerStored } = caller;
  const staff = createEmbeddedStaffOperations(caller);
  const notify = createEmbeddedNotify(caller, currentSession, functions);
  const pagos = createEmbeddedPayments(caller, currentSession, functions);
  const schedule = withSchedule ? createEmbeddedSchedule(caller, functions) : null;
  schedule?.start();
  /** An admin's "now": the same run, in this browser, whose database it is. */
  const runSchedule = async () => {
    const report = await (schedule ?? createEmbeddedSchedule(caller, functions)).runNow();
    if (!report) throw new BackendError(SCHEDULE_UNREACHABLE, 'sin_conexion');
    return report;
  };
  /** A change that queued notices: the schedule sends their e-mails shortly. */
  const queued = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    schedule?.kick();
    return result;
  };
  const moves = createEmbeddedBookingMoves(caller);

  return {
    mode: 'embedded',
    auth,
    pagos,
    ...createEmbeddedAuditOperations(caller),
    valoresReferencia: createEmbeddedReferenceValues(caller),
    agenda: createEmbeddedAgenda(caller),
    solicitudes: createEmbeddedRightsRequests(caller),
    misDatos: createEmbeddedMyData(db, caller, embeddedAuth),
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
        queued(
          asCallerStored(async (tx) => {
            const rows = await rowsOf(
              tx,
              `select to_jsonb(r) as row from public.crear_reserva(${CREAR_RESERVA_PLACEHOLDERS}) r`,
              crearReservaValues(input),
            );
            if (!rows[0]) throw new BackendError('No se pudo crear la reserva');
            return toReservation(rows[0]);
          }),
        ),
      requestUrgent: (input) =>
        asCallerStored(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.crear_solicitud_urgente($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) r',
            [
              input.nombre,
              input.rut,
              input.email,
              input.telefono,
              input.descripcion,
              input.empresa ?? null,
              input.tipoDocumento,
              input.declaracionEdad,
              input.avisoVersion,
              input.terminosVersion ?? null,
              input.sensiblesVersion ?? null,
            ],
          );
          if (!rows[0]) throw new BackendError('No se pudo registrar la solicitud');
          return toReservation(rows[0]);
        }),
      occupied: (from, to, plan) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ fecha: string; hora: string }>(
            'select fecha::text as fecha, hora from public.horarios_ocupados($1::date, $2::date, $3)',
            [from, to, plan ?? null],
          );
          return rows.map((row) => ({ fecha: row.fecha, hora: row.hora }));
        }),
      calendar: (from, to, plan) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<CalendarRow>(
            'select fecha::text as fecha, horarios, motivo, nombre from public.calendario_reservas($1::date, $2::date, $3)',
            [from, to, plan ?? null],
          );
          return rows.map(toCalendarDay);
        }),
      freeQuotaFull: (from, to) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ fecha: string }>(
            'select fecha::text as fecha from public.dias_sin_cupo_gratuito($1::date, $2::date)',
            [from, to],
          );
          return rows.map((row) => row.fecha);
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
      withdrawSensitiveConsent: (id) =>
        asCallerStored(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.retirar_consentimiento_sensibles($1) r',
            [id],
          );
          if (!rows[0]) throw new BackendError('No se pudo retirar la autorización');
          return toReservation(rows[0]);
        }),
      ...staff.reservas,
      ...moves,
      reschedule: (input) => queued(moves.reschedule(input)),
      reassign: (id, abogadoId) => queued(moves.reassign(id, abogadoId)),
      remove: (id) =>
        asCallerStored(async (tx) => {
          const { affectedRows } = await tx.query('delete from public.reservas where id = $1', [
            id,
          ]);
          if (!affectedRows) throw new BackendError('Error al eliminar la reserva');
        }),
    },
    notificaciones: { ...staff.notificaciones, ...notify, runSchedule },
    diagnostics: staff.diagnostics,
    statistics: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ s: Json }>('select public.estadisticas() as s');
        return toStatistics(rows[0]?.s ?? {});
      }),
    newsletter: createEmbeddedNewsletter(caller),
    contact: {
      send: (message) =>
        asCallerStored(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'select public.enviar_mensaje_contacto($1, $2, $3, $4, $5, $6) as id',
            [
              message.nombre,
              message.email,
              message.mensaje,
              message.avisoVersion,
              message.telefono ?? null,
              message.servicio ?? null,
            ],
          );
          return rows[0]?.id ?? '';
        }),
    },
  };
}

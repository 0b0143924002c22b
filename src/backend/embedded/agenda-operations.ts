import { toAgendaEntry, toBookingSummary, toBookingToReassign, toLawyer } from '../agenda-rows';
import { BackendError, type BackendPort } from '../port';
import { toReservation, type Json } from '../rows';
import { rowsOf, type Caller } from './caller';

const jsonRows = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The firm's calendar by lawyer in the visitor's own database, under the same rules. */
export function createEmbeddedAgenda({ asCaller, asCallerStored }: Caller): BackendPort['agenda'] {
  return {
    lawyers: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ a: unknown }>('select public.agenda_del_estudio() as a');
        return jsonRows(rows[0]?.a).map(toLawyer);
      }),
    lawyerNames: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ id: string; nombre: string }>(
          'select id::text as id, nombre from public.nombres_abogados()',
        );
        return rows.map((row) => ({ id: row.id, nombre: row.nombre }));
      }),
    saveWeek: (abogadoId, horarios, areas) =>
      asCallerStored(async (tx) => {
        await tx.query('select public.guardar_agenda_abogado($1, $2::text[], $3::text[])', [
          abogadoId,
          horarios,
          areas,
        ]);
      }),
    addAbsence: (absence) =>
      asCallerStored(async (tx) => {
        await tx.query(
          'insert into public.ausencias (abogado_id, desde, hasta, motivo) values ($1, $2, $3, $4)',
          [absence.abogadoId, absence.desde, absence.hasta, absence.motivo],
        );
      }),
    removeAbsence: (id) =>
      asCallerStored(async (tx) => {
        const { affectedRows } = await tx.query('delete from public.ausencias where id = $1', [id]);
        if (!affectedRows) throw new BackendError('No se pudo quitar la ausencia');
      }),
    closedDays: (from) =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ fecha: string; nombre: string }>(
          `select fecha::text as fecha, nombre from public.feriados
           where origen = 'estudio' and fecha >= $1::date order by fecha`,
          [from],
        );
        return rows.map((row) => ({ fecha: row.fecha, nombre: row.nombre }));
      }),
    addClosedDay: (day) =>
      asCallerStored(async (tx) => {
        await tx.query(
          "insert into public.feriados (fecha, nombre, origen) values ($1, $2, 'estudio')",
          [day.fecha, day.nombre],
        );
      }),
    removeClosedDay: (fecha) =>
      asCallerStored(async (tx) => {
        const { affectedRows } = await tx.query(
          "delete from public.feriados where fecha = $1 and origen = 'estudio'",
          [fecha],
        );
        if (!affectedRows) throw new BackendError('No se pudo abrir ese día');
      }),
    toReassign: () =>
      asCaller(async (tx) =>
        (await rowsOf(tx, 'select to_jsonb(r) as row from public.reservas_por_reasignar() r')).map(
          toBookingToReassign,
        ),
      ),
    myAgenda: () =>
      asCaller(async (tx) =>
        (await rowsOf(tx, 'select to_jsonb(a) as row from public.mi_agenda() a')).map(
          toAgendaEntry,
        ),
      ),
    createFeedToken: (abogadoId) =>
      asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ token: string | null }>(
          'select public.crear_enlace_agenda($1) as token',
          [abogadoId ?? null],
        );
        const token = rows[0]?.token;
        if (!token) throw new BackendError('No se pudo crear el enlace');
        return token;
      }),
    revokeFeedToken: (abogadoId) =>
      asCallerStored(async (tx) => {
        await tx.query('select public.revocar_enlace_agenda($1)', [abogadoId ?? null]);
      }),
  };
}

/** Moves, reassignment and attendance of a booking in the visitor's own database. */
export function createEmbeddedBookingMoves({
  asCaller,
  asCallerStored,
}: Caller): Pick<
  BackendPort['reservas'],
  'reschedule' | 'byToken' | 'cancelByToken' | 'reassign' | 'markAttendance'
> {
  return {
    reschedule: (input) =>
      asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Json | null }>(
          'select public.reagendar_reserva($1, $2::date, $3, $4) as r',
          [input.id, input.fecha, input.hora, input.token ?? null],
        );
        const row = rows[0]?.r;
        if (!row) throw new BackendError('No se pudo cambiar la hora');
        return toBookingSummary(row);
      }),
    byToken: (token) =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ r: Json | null }>(
          'select public.reserva_por_token($1) as r',
          [token],
        );
        const row = rows[0]?.r;
        if (!row) throw new BackendError('El enlace no es válido');
        return toBookingSummary(row);
      }),
    cancelByToken: (token) =>
      asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Json | null }>(
          'select public.cancelar_reserva_por_token($1) as r',
          [token],
        );
        const row = rows[0]?.r;
        if (!row) throw new BackendError('No se pudo cancelar la reserva');
        return toBookingSummary(row);
      }),
    reassign: (id, abogadoId) =>
      asCallerStored(async (tx) => {
        const rows = await rowsOf(
          tx,
          'select to_jsonb(r) as row from public.reasignar_reserva($1, $2) r',
          [id, abogadoId],
        );
        if (!rows[0]) throw new BackendError('No se pudo reasignar la reserva');
        return toReservation(rows[0]);
      }),
    markAttendance: (id, attended) =>
      asCallerStored(async (tx) => {
        const rows = await rowsOf(
          tx,
          'select to_jsonb(r) as row from public.marcar_asistencia($1, $2) r',
          [id, attended],
        );
        if (!rows[0]) throw new BackendError('No se pudo marcar la asistencia');
        return toReservation(rows[0]);
      }),
  };
}

import type { SupabaseClient } from '@supabase/supabase-js';
import { toAgendaEntry, toBookingSummary, toBookingToReassign, toLawyer } from '../agenda-rows';
import { BackendError, type BackendPort } from '../port';
import { toReservation, type Json } from '../rows';
import { changed, check } from './results';

const jsonRows = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** The firm's calendar by lawyer on a hosted project: the database functions and RLS decide. */
export function createSupabaseAgenda(client: SupabaseClient): BackendPort['agenda'] {
  return {
    lawyers: async () => jsonRows(check(await client.rpc('agenda_del_estudio'))).map(toLawyer),
    lawyerNames: async () =>
      jsonRows(check(await client.rpc('nombres_abogados'))).map((row) => ({
        id: String(row.id),
        nombre: typeof row.nombre === 'string' ? row.nombre : '',
      })),
    async saveWeek(abogadoId, horarios, areas) {
      check(
        await client.rpc('guardar_agenda_abogado', {
          p_abogado: abogadoId,
          p_horarios: horarios,
          p_areas: areas,
        }),
      );
    },
    async addAbsence(absence) {
      check(
        await client.from('ausencias').insert({
          abogado_id: absence.abogadoId,
          desde: absence.desde,
          hasta: absence.hasta,
          motivo: absence.motivo,
        }),
      );
    },
    async removeAbsence(id) {
      changed(
        check(await client.from('ausencias').delete().eq('id', id).select('id')),
        'No se pudo quitar la ausencia',
      );
    },
    closedDays: async (from) =>
      jsonRows(
        check(
          await client
            .from('feriados')
            .select('fecha, nombre')
            .eq('origen', 'estudio')
            .gte('fecha', from)
            .order('fecha'),
        ),
      ).map((row) => ({ fecha: String(row.fecha), nombre: String(row.nombre) })),
    async addClosedDay(day) {
      check(
        await client
          .from('feriados')
          .insert({ fecha: day.fecha, nombre: day.nombre, origen: 'estudio' }),
      );
    },
    async removeClosedDay(fecha) {
      changed(
        check(
          await client
            .from('feriados')
            .delete()
            .eq('fecha', fecha)
            .eq('origen', 'estudio')
            .select('fecha'),
        ),
        'No se pudo abrir ese día',
      );
    },
    toReassign: async () =>
      jsonRows(check(await client.rpc('reservas_por_reasignar'))).map(toBookingToReassign),
    myAgenda: async () => jsonRows(check(await client.rpc('mi_agenda'))).map(toAgendaEntry),
    async createFeedToken(abogadoId) {
      const token: unknown = check(
        await client.rpc('crear_enlace_agenda', { p_abogado: abogadoId ?? null }),
      );
      if (typeof token !== 'string') throw new BackendError('No se pudo crear el enlace');
      return token;
    },
    async revokeFeedToken(abogadoId) {
      check(await client.rpc('revocar_enlace_agenda', { p_abogado: abogadoId ?? null }));
    },
  };
}

/** Moves, reassignment and attendance of a booking on a hosted project. */
export function createSupabaseBookingMoves(
  client: SupabaseClient,
): Pick<
  BackendPort['reservas'],
  'reschedule' | 'byToken' | 'cancelByToken' | 'reassign' | 'markAttendance'
> {
  return {
    async reschedule(input) {
      const row: unknown = check(
        await client.rpc('reagendar_reserva', {
          p_id: input.id,
          p_fecha: input.fecha,
          p_hora: input.hora,
          p_token: input.token ?? null,
        }),
      );
      if (!row) throw new BackendError('No se pudo cambiar la hora');
      return toBookingSummary(row as Json);
    },
    async byToken(token) {
      const row: unknown = check(await client.rpc('reserva_por_token', { p_token: token }));
      if (!row) throw new BackendError('El enlace no es válido');
      return toBookingSummary(row as Json);
    },
    async cancelByToken(token) {
      const row: unknown = check(
        await client.rpc('cancelar_reserva_por_token', { p_token: token }),
      );
      if (!row) throw new BackendError('No se pudo cancelar la reserva');
      return toBookingSummary(row as Json);
    },
    async reassign(id, abogadoId) {
      const row = check(
        await client.rpc('reasignar_reserva', { p_id: id, p_abogado: abogadoId }).single<Json>(),
      );
      if (!row) throw new BackendError('No se pudo reasignar la reserva');
      return toReservation(row);
    },
    async markAttendance(id, attended) {
      const row = check(
        await client.rpc('marcar_asistencia', { p_id: id, p_asistio: attended }).single<Json>(),
      );
      if (!row) throw new BackendError('No se pudo marcar la asistencia');
      return toReservation(row);
    },
  };
}

import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type BackendPort } from '../port';
import { toNotificationLog, toReservation, type Json } from '../rows';
import {
  codeRange,
  DIAGNOSTIC_TABLES,
  pageRange,
  searchPattern,
  STALE_PENDING_MINUTES,
  TEST_RESERVATION_EMAIL,
} from '../staff-queries';
import { changed, check, throwIf } from './results';

/** The staff's operations on hosted Supabase: booking search, reminders, log, diagnostics. */
export function createSupabaseStaffOperations(client: SupabaseClient): {
  reservas: Pick<BackendPort['reservas'], 'search' | 'dueReminders' | 'markReminderSent'>;
  notificaciones: Pick<BackendPort['notificaciones'], 'list' | 'failed' | 'ofReservation'>;
  diagnostics: BackendPort['diagnostics'];
} {
  return {
    reservas: {
      async search(query) {
        const { from, to } = pageRange(query);
        let request = client.from('reservas').select('*', { count: 'exact' });
        const pattern = searchPattern(query.texto);
        const code = codeRange(query.texto);
        if (pattern)
          request = request.or(
            [
              ...['nombre', 'email', 'rut', 'telefono', 'servicio'].map(
                (column) => `${column}.ilike.${pattern}`,
              ),
              ...(code ? [`and(id.gte.${code.lo},id.lte.${code.hi})`] : []),
            ].join(','),
          );
        if (query.estado) request = request.eq('estado', query.estado);
        if (query.desde) request = request.gte('fecha', query.desde);
        if (query.hasta) request = request.lte('fecha', query.hasta);
        const result = await request
          .order('fecha', { ascending: false })
          .order('hora', { ascending: false })
          .order('created_at', { ascending: false })
          .range(from, to);
        const rows = (check(result) ?? []) as Json[];
        return { rows: rows.map((row) => toReservation(row)), total: result.count ?? rows.length };
      },
      dueReminders: async (fecha) =>
        (
          check(
            await client
              .from('reservas')
              .select('*')
              .eq('fecha', fecha)
              .in('estado', ['pendiente', 'confirmada'])
              .eq('recordatorio_enviado', false)
              .eq('urgente', false)
              .order('hora'),
          ) ?? []
        ).map((row: Json) => toReservation(row)),
      async markReminderSent(id) {
        changed(
          check(
            await client
              .from('reservas')
              .update({ recordatorio_enviado: true })
              .eq('id', id)
              .select('id'),
          ),
          'No se pudo marcar el recordatorio',
        );
      },
    },
    notificaciones: {
      list: async (limit) =>
        (
          check(
            await client
              .from('notificaciones')
              .select('*')
              .order('created_at', { ascending: false })
              .limit(limit),
          ) ?? []
        ).map((row: Json) => toNotificationLog(row)),
      failed: async () => {
        const stale = new Date(Date.now() - STALE_PENDING_MINUTES * 60_000).toISOString();
        const now = new Date().toISOString();
        const rows = check<Json[]>(
          await client
            .from('notificaciones')
            .select('*')
            .or(
              `and(estado.eq.fallido,intentos.lt.3),and(estado.eq.pendiente,created_at.lt.${stale},or(enviando_hasta.is.null,enviando_hasta.lt.${now}))`,
            )
            .order('created_at', { ascending: false }),
        );
        return (rows ?? []).map((row: Json) => toNotificationLog(row));
      },
      ofReservation: async (reservaId) =>
        (
          check(
            await client
              .from('notificaciones')
              .select('*')
              .eq('reserva_id', reservaId)
              .order('created_at', { ascending: true })
              .order('id', { ascending: true }),
          ) ?? []
        ).map((row: Json) => toNotificationLog(row)),
    },
    diagnostics: {
      async ping() {
        check(await client.from('profiles').select('id').limit(1));
      },
      async readTable(table) {
        if (!DIAGNOSTIC_TABLES.includes(table)) throw new BackendError('Tabla desconocida');
        check(await client.from(table).select('id').limit(1));
      },
      async insertTestReservation({ fecha, hora }) {
        const id: unknown = check(
          await client.rpc('crear_reserva_prueba', { p_fecha: fecha, p_hora: hora }),
        );
        return typeof id === 'string' ? id : '';
      },
      async counts() {
        const reservas = await client.from('reservas').select('id', { count: 'exact', head: true });
        throwIf(reservas.error);
        const profiles = await client.from('profiles').select('id', { count: 'exact', head: true });
        throwIf(profiles.error);
        return { reservas: reservas.count ?? 0, profiles: profiles.count ?? 0 };
      },
      async cleanUp() {
        const reservas = check(
          await client.from('reservas').delete().eq('email', TEST_RESERVATION_EMAIL).select('id'),
        );
        const notificaciones = check(
          await client.from('notificaciones').delete().is('reserva_id', null).select('id'),
        );
        return { reservas: reservas?.length ?? 0, notificaciones: notificaciones?.length ?? 0 };
      },
    },
  };
}

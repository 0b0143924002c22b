import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type BackendPort } from '../port';
import { crearReservaNamedArgs } from '../crear-reserva-args';
import { createSupabaseAuth } from './auth-operations';
import { toProfile, toReservation, toStatistics, type Json } from '../rows';
import { createSupabaseAgenda, createSupabaseBookingMoves } from './agenda-operations';
import { toCalendarDay, type CalendarRow } from '../calendar-types';
import { changed, check } from './results';
import { createSupabaseNotify } from './notify-operations';
import { createSupabasePayments } from './payment-operations';
import { createSupabaseNewsletter } from './newsletter-operations';
import { createSupabaseRightsRequests } from './rights-request-operations';
import { createSupabaseMyData } from './my-data-operations';
import { createSupabaseStaffOperations } from './staff-operations';
import { createSupabaseAuditOperations } from './audit-operations';
import { createSupabaseReferenceValues } from './reference-value-operations';

/**
 * The port on hosted Supabase with supabase-js: GoTrue for sign-in, table calls as the spec lists
 * them, and rpc() for what must be atomic or hide data (the staff's operations are in
 * staff-operations.ts). The rules are the same migrations' RLS. Where an e-mailed link comes back
 * to is the caller's to say, per operation.
 */
export function createSupabaseBackend(client: SupabaseClient): BackendPort {
  const staff = createSupabaseStaffOperations(client);
  const currentUserId = async () => (await client.auth.getSession()).data.session?.user.id ?? null;

  return {
    mode: 'supabase',
    pagos: createSupabasePayments(client),
    ...createSupabaseAuditOperations(client),
    valoresReferencia: createSupabaseReferenceValues(client),
    solicitudes: createSupabaseRightsRequests(client),
    misDatos: createSupabaseMyData(client),
    auth: createSupabaseAuth(client),
    profiles: {
      async getMine() {
        const userId = await currentUserId();
        if (!userId) return null;
        const row = check(
          await client.from('profiles').select('*').eq('user_id', userId).maybeSingle<Json>(),
        );
        return row ? toProfile(row) : null;
      },
      list: async () =>
        (
          check(
            await client.from('profiles').select('*').order('created_at', { ascending: false }),
          ) ?? []
        ).map((row: Json) => toProfile(row)),
      async setActive(userId, active) {
        changed(
          check(
            await client
              .from('profiles')
              .update({ is_active: active })
              .eq('user_id', userId)
              .select('id'),
          ),
          'Error al actualizar el estado del usuario',
        );
      },
      async setRole(userId, role) {
        changed(
          check(await client.from('profiles').update({ role }).eq('user_id', userId).select('id')),
          'Error al cambiar el rol del usuario',
        );
      },
    },
    reservas: {
      async create(input) {
        const row = check(
          await client.rpc('crear_reserva', crearReservaNamedArgs(input)).single<Json>(),
        );
        if (!row) throw new BackendError('No se pudo crear la reserva');
        return toReservation(row);
      },
      async requestUrgent(input) {
        const row = check(
          await client
            .rpc('crear_solicitud_urgente', {
              p_nombre: input.nombre,
              p_rut: input.rut,
              p_email: input.email,
              p_telefono: input.telefono,
              p_descripcion: input.descripcion,
              p_empresa: input.empresa ?? null,
              p_tipo_documento: input.tipoDocumento,
              p_declaracion_edad: input.declaracionEdad,
              p_aviso_version: input.avisoVersion,
              p_terminos_version: input.terminosVersion ?? null,
              p_sensibles_version: input.sensiblesVersion ?? null,
            })
            .single<Json>(),
        );
        if (!row) throw new BackendError('No se pudo registrar la solicitud');
        return toReservation(row);
      },
      occupied: async (from, to, plan) =>
        (
          (check(
            await client.rpc('horarios_ocupados', { desde: from, hasta: to, p_plan: plan ?? null }),
          ) ?? []) as {
            fecha: string;
            hora: string;
          }[]
        ).map((row: { fecha: string; hora: string }) => ({ fecha: row.fecha, hora: row.hora })),
      calendar: async (from, to, plan) =>
        (
          (check(
            await client.rpc('calendario_reservas', {
              p_desde: from,
              p_hasta: to,
              p_plan: plan ?? null,
            }),
          ) ?? []) as CalendarRow[]
        ).map(toCalendarDay),
      freeQuotaFull: async (from, to) =>
        (
          (check(await client.rpc('dias_sin_cupo_gratuito', { desde: from, hasta: to })) ?? []) as {
            fecha: string;
          }[]
        ).map((row) => row.fecha),
      list: async () =>
        (
          check(
            await client
              .from('reservas')
              .select('*')
              .order('fecha', { ascending: false })
              .order('hora', { ascending: false }),
          ) ?? []
        ).map((row: Json) => toReservation(row)),
      async get(id) {
        const row = check(
          await client.from('reservas').select('*').eq('id', id).maybeSingle<Json>(),
        );
        return row ? toReservation(row) : null;
      },
      async setStatus(id, estado) {
        changed(
          check(await client.from('reservas').update({ estado }).eq('id', id).select('id')),
          'No se pudo actualizar la reserva',
        );
      },
      async cancel(id) {
        const row = check(await client.rpc('cancelar_reserva', { p_id: id }).single<Json>());
        if (!row) throw new BackendError('No se pudo cancelar la reserva');
        return toReservation(row);
      },
      async withdrawSensitiveConsent(id) {
        const row = check(
          await client.rpc('retirar_consentimiento_sensibles', { p_reserva: id }).single<Json>(),
        );
        if (!row) throw new BackendError('No se pudo retirar la autorización');
        return toReservation(row);
      },
      ...staff.reservas,
      ...createSupabaseBookingMoves(client),
      async remove(id) {
        changed(
          check(await client.from('reservas').delete().eq('id', id).select('id')),
          'Error al eliminar la reserva',
        );
      },
    },
    agenda: createSupabaseAgenda(client),
    notificaciones: { ...staff.notificaciones, ...createSupabaseNotify(client) },
    diagnostics: staff.diagnostics,
    statistics: async () => toStatistics((check(await client.rpc('estadisticas')) ?? {}) as Json),
    newsletter: createSupabaseNewsletter(client),
    contact: {
      send: async (message) =>
        String(
          check(
            await client.rpc('enviar_mensaje_contacto', {
              p_nombre: message.nombre,
              p_email: message.email,
              p_mensaje: message.mensaje,
              p_aviso_version: message.avisoVersion,
              p_telefono: message.telefono ?? null,
              p_servicio: message.servicio ?? null,
            }),
          ),
        ),
    },
  };
}

/**
 * The hosted function's database side, with the service role: who the caller is (their token,
 * checked by Supabase Auth), and the two functions that open a notice and record its outcome.
 * The rules of who may send what live in SQL (private.abrir_aviso), the same for both modes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { identifyCaller, isActiveAdmin, refusalOrThrow } from '../_shared/hosted-caller.ts';
import { parseOpenedNotice } from '../_shared/notify/opened-notice.ts';
import type { NotifyStore } from './handler.ts';

export function createHostedStore(admin: SupabaseClient): NotifyStore {
  return {
    identify: (request) => identifyCaller(admin, request),
    isAdmin: (userId) => isActiveAdmin(admin, userId),
    async open(request, userId) {
      const result = await admin.rpc('abrir_aviso', {
        p_tipo: request.tipo,
        p_reserva_id: request.reservaId ?? null,
        p_notificacion_id: request.notificacionId ?? null,
        p_usuario: userId,
      });
      if (result.error) refusalOrThrow(result.error);
      const data: unknown = result.data;
      return parseOpenedNotice(data);
    },
    async record(id, resultado, error, respuesta) {
      const result = await admin.rpc('registrar_resultado_aviso', {
        p_id: id,
        p_resultado: resultado,
        p_error: error,
        p_respuesta: respuesta ?? null,
      });
      if (result.error) refusalOrThrow(result.error);
      const row = result.data as { intentos?: unknown } | null;
      return { intentos: Number(row?.intentos ?? 0) };
    },
  };
}

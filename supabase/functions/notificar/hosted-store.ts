/**
 * The hosted function's database side, with the service role: who the caller is (their token,
 * checked by Supabase Auth), and the two functions that open a notice and record its outcome.
 * The rules of who may send what live in SQL (private.abrir_aviso), the same for both modes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { parseOpenedNotice } from '../_shared/notify/opened-notice.ts';
import { NoticeRefused, type NotifyStore } from './handler.ts';

interface RpcError {
  message: string;
  hint?: string | null;
}

function refusalOrThrow(error: RpcError): never {
  if (error.hint) throw new NoticeRefused(error.hint, error.message);
  throw new Error(error.message);
}

export function createHostedStore(admin: SupabaseClient): NotifyStore {
  return {
    async identify(request) {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      if (!token) return null;
      // The public key is not a user's token: getUser refuses it, and the caller is anonymous.
      const { data, error } = await admin.auth.getUser(token);
      return error ? null : data.user.id;
    },
    async isAdmin(userId) {
      if (!userId) return false;
      const { data } = await admin
        .from('profiles')
        .select('role, is_active')
        .eq('user_id', userId)
        .maybeSingle<{ role: string; is_active: boolean }>();
      return data?.role === 'admin' && data.is_active;
    },
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

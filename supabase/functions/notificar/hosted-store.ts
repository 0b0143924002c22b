/**
 * The hosted function's database side, with the service role: who the caller is (their token,
 * verified against the project's signing keys), and the two functions that open a notice and
 * record its outcome. The rules of who may send what live in SQL (private.abrir_aviso), the same
 * for both modes; the caller's assurance level goes with the call, as staff rights need aal2.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CallerVerifier } from '../_shared/auth/verify-caller.ts';
import {
  AAL_HEADER,
  aalOf,
  identifyCaller,
  isActiveAdmin,
  refusalOrThrow,
} from '../_shared/hosted-caller.ts';
import { parseOpenedNotice } from '../_shared/notify/opened-notice.ts';
import type { NotifyStore } from './handler.ts';

export function createHostedStore(admin: SupabaseClient, verifier: CallerVerifier): NotifyStore {
  return {
    identify: (request) => identifyCaller(verifier, request),
    isAdmin: (caller) => isActiveAdmin(admin, caller),
    async open(request, caller) {
      const result = await admin
        .rpc('abrir_aviso', {
          p_tipo: request.tipo,
          p_reserva_id: request.reservaId ?? null,
          p_notificacion_id: request.notificacionId ?? null,
          p_usuario: caller?.userId ?? null,
        })
        .setHeader(AAL_HEADER, aalOf(caller));
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

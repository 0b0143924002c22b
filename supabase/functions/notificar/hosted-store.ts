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
import { recordOutcome } from '../_shared/notify/hosted-schedule-store.ts';
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
    record: (id, resultado, error, respuesta) =>
      recordOutcome(admin, id, resultado, error, respuesta),
  };
}

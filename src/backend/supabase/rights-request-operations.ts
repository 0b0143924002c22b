import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../port';
import { fileParams, toPublicStatus, toReceipt, toRightsRequest } from '../rights-request-rows';
import type { RightsRequestsPort } from '../rights-requests-port';
import type { Json } from '../rows';
import { invokeFunction } from './invoke-function';
import { check } from './results';

/** When the function that e-mails the code cannot be reached at all. */
export const CODE_SERVICE_UNREACHABLE =
  'No pudimos conectar para enviarte el código. Revisa tu conexión e inténtalo de nuevo.';

/**
 * Rights requests on hosted Supabase, through the SQL functions (the tables give the API no
 * row). The e-mailed code: pedir_codigo_derechos returns it only to the service role, so the
 * `derechos-codigo` function asks for it and posts it to the notification webhook, which e-mails
 * it; the browser learns only that it was sent.
 */
export function createSupabaseRightsRequests(client: SupabaseClient): RightsRequestsPort {
  const change = async (fn: string, args: Record<string, unknown>) => {
    const row = check(await client.rpc(fn, args)) as Json | null;
    if (!row) throw new BackendError('La solicitud no existe', 'solicitud_no_encontrada');
    return toRightsRequest(row);
  };

  return {
    async requestCode(email) {
      await invokeFunction(client, 'derechos-codigo', { email }, CODE_SERVICE_UNREACHABLE);
      return {};
    },
    async file(request) {
      return toReceipt(
        check(await client.rpc('registrar_solicitud_derechos', fileParams(request))) as Json | null,
      );
    },
    async status(codigo, email, codigoEmail) {
      return toPublicStatus(
        check(
          await client.rpc('estado_solicitud_derechos', {
            p_codigo: codigo,
            p_email: email,
            p_codigo_email: codigoEmail ?? null,
          }),
        ) as Json | null,
      );
    },
    admin: {
      async list(estado) {
        const rows = check(
          await client.rpc('solicitudes_derechos_lista', { p_estado: estado ?? null }),
        ) as Json[] | null;
        return (rows ?? []).map(toRightsRequest);
      },
      async get(id) {
        const row = check(
          await client.rpc('solicitud_derechos', { p_solicitud: id }),
        ) as Json | null;
        return row ? toRightsRequest(row) : null;
      },
      start: (id) => change('solicitud_iniciar', { p_solicitud: id }),
      extend: (id, dias, motivo) =>
        change('solicitud_prorrogar', { p_solicitud: id, p_dias: dias, p_motivo: motivo }),
      answer: (id, respuesta) =>
        change('solicitud_responder', { p_solicitud: id, p_respuesta: respuesta }),
      reject: (id, motivo) => change('solicitud_rechazar', { p_solicitud: id, p_motivo: motivo }),
      async exportFor(id) {
        return check(await client.rpc('solicitud_exportar', { p_solicitud: id })) as unknown;
      },
      async eraseFor(id) {
        return (
          (check(await client.rpc('solicitud_suprimir', { p_solicitud: id })) as Json | null) ?? {}
        );
      },
    },
  };
}

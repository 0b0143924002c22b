/**
 * The embedded mode's relay (`npm run dev` / `npm run preview`): the database lives in the
 * visitor's browser, which opens and records the notice there with the same SQL rules and hands
 * the relay what the payload carries. The relay checks every field (relay-request.ts), decides
 * the options itself and posts. It cannot tell who calls, so it takes no options from the caller:
 * no admin can be recognised here.
 */
import { parseRelayRequest } from '../_shared/notify/relay-request.ts';
import { json } from './http.ts';
import type { NoticeSender } from './send-notice.ts';

export interface RelayMessages {
  missingUrl: string;
  notDelivered: string;
  optionsForAdmins: string;
}

export async function relayNotice(
  body: unknown,
  url: string,
  send: NoticeSender,
  messages: RelayMessages,
): Promise<Response> {
  if (typeof body === 'object' && body !== null && 'opciones' in body) {
    return json(403, { codigo: 'acceso_denegado', error: messages.optionsForAdmins });
  }
  const parsed = parseRelayRequest(body);
  if ('invalido' in parsed)
    return json(400, { codigo: 'solicitud_invalida', error: parsed.invalido });
  if (url === '') return json(503, { resultado: 'sin_envio', error: messages.missingUrl });
  const outcome = await send(parsed.tipo, parsed.reserva);
  // The embedded browser keeps the notice log itself: it is given the detail, the URL masked.
  return json(200, {
    resultado: outcome.ok ? 'enviado' : 'fallido',
    intentos: 0,
    ...(outcome.ok ? {} : { error: messages.notDelivered, detalle: outcome.error }),
    respuesta: outcome.response,
  });
}

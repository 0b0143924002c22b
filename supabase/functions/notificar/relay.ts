/**
 * The embedded mode's relay (`npm run dev` / `npm run preview`): the database lives in the
 * visitor's browser, which opens and records the notice there with the same SQL rules and hands
 * the relay what the payload carries. The server cannot look the caller up in that database, so
 * the relay checks what it can itself: every field (relay-request.ts), the database's notice
 * rules and a rate per caller (relay-limits.ts); it decides the options itself and takes none
 * from the caller, since no admin can be recognised here. (scripts/lib/local-functions.ts checks
 * the request itself: same origin, JSON, size, no token.)
 */
import type { ReservationForWebhook } from '../_shared/notify/payloads.ts';
import { parseRelayRequest } from '../_shared/notify/relay-request.ts';
import { json, refusalStatus } from './http.ts';
import { isRelayRefusal, type RelayLimits } from './relay-limits.ts';
import type { NoticeSender } from '../_shared/notify/send-notice.ts';

export interface RelayMessages {
  missingUrl: string;
  notDelivered: string;
  optionsForAdmins: string;
}

export interface RelayDeps {
  url: string;
  send: NoticeSender;
  limits: RelayLimits;
  messages: RelayMessages;
}

/**
 * What one notice is about, as the relay remembers it: its booking, and for a move's notice the
 * move too, since a booking moved twice sends a notice of each move.
 */
function noticeSubject(reserva: ReservationForWebhook | null): string | null {
  if (!reserva) return null;
  const move = reserva.reagendamiento;
  if (!move) return reserva.id;
  return [
    reserva.id,
    move.fecha_anterior,
    move.hora_anterior,
    move.fecha_nueva,
    move.hora_nueva,
    reserva.movimientos ?? 0,
    reserva.abogado?.email ?? '',
  ].join(' ');
}

export async function relayNotice(
  body: unknown,
  client: string,
  { url, send, limits, messages }: RelayDeps,
): Promise<Response> {
  if (typeof body === 'object' && body !== null && 'opciones' in body) {
    return json(403, { codigo: 'acceso_denegado', error: messages.optionsForAdmins });
  }
  const parsed = parseRelayRequest(body);
  if ('invalido' in parsed)
    return json(400, { codigo: 'solicitud_invalida', error: parsed.invalido });
  if (url === '') return json(503, { resultado: 'sin_envio', error: messages.missingUrl });
  const attempt = limits.begin(client, parsed.tipo, noticeSubject(parsed.reserva));
  if (isRelayRefusal(attempt)) return json(refusalStatus(attempt.codigo), attempt);
  let outcome;
  try {
    outcome = await send(parsed.tipo, parsed.reserva);
  } finally {
    attempt.finish(outcome?.ok === true);
  }
  // The embedded browser keeps the notice log itself: it is given the detail, the URL masked.
  return json(200, {
    resultado: outcome.ok ? 'enviado' : 'fallido',
    intentos: 0,
    ...(outcome.ok ? {} : { error: messages.notDelivered, detalle: outcome.error }),
    respuesta: outcome.response,
  });
}

/**
 * The embedded mode's relay (`npm run dev` / `npm run preview`): the database lives in the
 * visitor's browser, which opens and records the notice there with the same SQL rules and hands
 * the relay what the payload carries. The server cannot look the caller up in that database, so
 * the relay checks what it can itself: every field (relay-request.ts), the database's notice
 * rules and a rate per caller (relay-limits.ts); it decides the options itself and takes none
 * from the caller, since no admin can be recognised here. (scripts/lib/local-functions.ts checks
 * the request itself: same origin, JSON, size, no token.)
 */
import type { NoticeDelivery } from '../_shared/notify/deliver-notice.ts';
import type { ReservationForWebhook } from '../_shared/notify/payloads.ts';
import { REMINDER_EVENTS, type NotifyEvent } from '../_shared/notify/protocol.ts';
import { parseRelayRequest, type RelayRequest } from '../_shared/notify/relay-request.ts';
import { json, refusalStatus } from './http.ts';
import { isRelayRefusal, type RelayAttempt, type RelayLimits } from './relay-limits.ts';
import type { NoticeSender } from '../_shared/notify/send-notice.ts';

export interface RelayMessages {
  missingUrl: string;
  notDelivered: string;
  optionsForAdmins: string;
}

export interface RelayDeps {
  url: string;
  send: NoticeSender;
  /** The e-mail channel: the notice rendered and sent through the e-mail service (or its stand-in). */
  deliverEmail: NoticeDelivery;
  limits: RelayLimits;
  messages: RelayMessages;
}

/**
 * What one notice is about, as the relay remembers it: its booking, and for a move's notice the
 * move too, since a booking moved twice sends a notice of each move.
 */
const REMINDERS: readonly NotifyEvent[] = [...REMINDER_EVENTS, 'recordatorio_corto'];

function noticeSubject({ tipo, canal, reserva, pago, solicitud }: RelayRequest): string | null {
  // A rights request's answer is about the request; a payment's notice, about the payment.
  if (solicitud) return `correo solicitud ${solicitud.codigo}`;
  if (!reserva) return null;
  if (pago) return `correo ${reserva.id} pago ${pago.id}`;
  const subject = bookingSubject(reserva);
  // A moved booking is reminded again, once, of its new time.
  const round = REMINDERS.includes(tipo) ? ` ronda ${String(reserva.movimientos ?? 0)}` : '';
  return `${canal === 'email' ? 'correo ' : ''}${subject}${round}`;
}

function bookingSubject(reserva: ReservationForWebhook): string {
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
  { url, send, deliverEmail, limits, messages }: RelayDeps,
): Promise<Response> {
  if (typeof body === 'object' && body !== null && 'opciones' in body) {
    return json(403, { codigo: 'acceso_denegado', error: messages.optionsForAdmins });
  }
  const parsed = parseRelayRequest(body);
  if ('invalido' in parsed)
    return json(400, { codigo: 'solicitud_invalida', error: parsed.invalido });
  if (parsed.canal === 'webhook' && url === '') {
    return json(503, { resultado: 'sin_envio', error: messages.missingUrl });
  }
  const subject = noticeSubject(parsed);
  const attempt = limits.begin(client, parsed.tipo, subject, parsed.canal);
  if (isRelayRefusal(attempt)) return json(refusalStatus(attempt.codigo), attempt);
  if (parsed.canal === 'email') return relayEmail(parsed, attempt, deliverEmail);
  let outcome;
  try {
    outcome = await send(parsed.tipo, parsed.reserva, undefined, parsed.alerta);
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

/** An e-mail handed over by the browser's schedule: rendered and sent here, where the key is. */
async function relayEmail(
  request: RelayRequest,
  attempt: RelayAttempt,
  deliverEmail: NoticeDelivery,
): Promise<Response> {
  let outcome;
  try {
    outcome = await deliverEmail({
      id: request.aviso?.id ?? crypto.randomUUID(),
      tipo: request.tipo,
      canal: 'email',
      intentos: request.aviso?.intentos ?? 0,
      reserva: request.reserva,
      alerta: request.alerta,
      pago: request.pago,
      solicitud: request.solicitud,
    });
  } finally {
    attempt.finish(outcome?.resultado === 'enviado');
  }
  if (
    outcome.resultado === 'sin_envio' ||
    outcome.resultado === 'descartado' ||
    outcome.resultado === 'aplazado'
  ) {
    return json(outcome.resultado === 'descartado' ? 200 : 503, {
      resultado: outcome.resultado,
      error: outcome.error,
    });
  }
  return json(200, {
    resultado: outcome.resultado,
    intentos: 0,
    ...(outcome.resultado === 'fallido' ? { error: outcome.error, detalle: outcome.error } : {}),
    respuesta: outcome.response,
  });
}

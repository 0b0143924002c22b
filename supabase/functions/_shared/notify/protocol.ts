/**
 * What the browser and the `notificar` function say to each other. The browser only names what
 * to send (an event of a booking, or a logged notice to resend); the function, which alone knows
 * the webhook's URL, builds the payload from the database and reports what happened.
 *
 * Hand-written validation (no zod): this module runs in the Edge runtime, in Node and in the
 * browser, and must stay dependency-free.
 */
import { NOTIFY_EVENTS, type NotifyEvent } from './notice-kinds.ts';
import type { PayloadOptions } from './payloads.ts';

export {
  BOOKING_EVENTS,
  MOVE_EVENTS,
  NOTIFY_EVENTS,
  REMINDER_EVENTS,
  type NotifyEvent,
} from './notice-kinds.ts';

/** A hosted call: what to send, never how (the payload is built on the server). */
export interface NotifyRequest {
  tipo: NotifyEvent;
  /** The booking the notice is about (every event but 'test'). */
  reservaId?: string;
  /** A logged notice to send again (admin's resend); `tipo` is then the notice's own. */
  notificacionId?: string;
  /**
   * What the payload asks the automation to do: the admin's panel settings, taken only from an
   * active admin at aal2. Without them the server derives them from the booking.
   */
  opciones?: PayloadOptions;
}

/** What one call did. `enviado` and `fallido` each count one of the notice's 3 attempts. */
export type NotifyResult =
  | { resultado: 'enviado'; intentos: number }
  | { resultado: 'fallido'; intentos: number; error: string }
  | { resultado: 'sin_envio'; error: string };

/** A refused call (not allowed, already sent, out of attempts...): `codigo` is stable. */
export interface NotifyRefusal {
  codigo: string;
  error: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

export const isNotifyEvent = (value: unknown): value is NotifyEvent =>
  typeof value === 'string' && (NOTIFY_EVENTS as readonly string[]).includes(value);

const OPTION_FLAGS = [
  'enviarRecordatorio',
  'enviarComprobante',
  'crearCalendarEvent',
  'crearMeetLink',
  'notificarAbogado',
] as const;

/** The payload options of a request, or null when any is missing or of the wrong kind. */
export function parseOptions(value: unknown): PayloadOptions | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!OPTION_FLAGS.every((flag) => typeof record[flag] === 'boolean')) return null;
  if (record.idioma !== 'es' && record.idioma !== 'en') return null;
  return {
    enviarRecordatorio: record.enviarRecordatorio === true,
    enviarComprobante: record.enviarComprobante === true,
    crearCalendarEvent: record.crearCalendarEvent === true,
    crearMeetLink: record.crearMeetLink === true,
    notificarAbogado: record.notificarAbogado === true,
    idioma: record.idioma,
    zonaHoraria: 'America/Santiago',
  };
}

/** A request body as the function accepts it, or the reason it does not. */
export function parseNotifyRequest(body: unknown): NotifyRequest | { invalido: string } {
  if (typeof body !== 'object' || body === null) return { invalido: 'Solicitud inválida' };
  const record = body as Record<string, unknown>;
  if (!isNotifyEvent(record.tipo)) return { invalido: 'Tipo de notificación no permitido' };
  const request: NotifyRequest = { tipo: record.tipo };
  if (record.reservaId !== undefined) {
    if (!isUuid(record.reservaId)) return { invalido: 'Reserva inválida' };
    request.reservaId = record.reservaId;
  }
  if (record.notificacionId !== undefined) {
    if (!isUuid(record.notificacionId)) return { invalido: 'Notificación inválida' };
    request.notificacionId = record.notificacionId;
  }
  if (record.opciones !== undefined) {
    const opciones = parseOptions(record.opciones);
    if (!opciones) return { invalido: 'Opciones inválidas' };
    request.opciones = opciones;
  }
  if (request.tipo !== 'test' && !request.reservaId && !request.notificacionId) {
    return { invalido: 'Falta la reserva' };
  }
  return request;
}

/** The answer of a call, read defensively: anything unexpected becomes a refusal. */
export function parseNotifyAnswer(body: unknown): NotifyResult | NotifyRefusal {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const error = typeof record.error === 'string' ? record.error : '';
  const intentos = typeof record.intentos === 'number' ? record.intentos : 0;
  if (record.resultado === 'enviado') return { resultado: 'enviado', intentos };
  if (record.resultado === 'fallido') return { resultado: 'fallido', intentos, error };
  if (record.resultado === 'sin_envio') return { resultado: 'sin_envio', error };
  return {
    codigo: typeof record.codigo === 'string' ? record.codigo : 'respuesta_invalida',
    error: error || 'Respuesta inesperada del servicio de notificaciones',
  };
}

/**
 * The embedded mode's request to the local relay: the database lives in the visitor's browser, so
 * the browser opens and records the notice there and hands the relay what the payload carries.
 * Every field is checked with the same rules as the booking form, so the relay posts nothing a
 * booking could not hold.
 */
import {
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidShortText,
} from '../../../../src/lib/validation/fields.ts';
import { SLOT_TIMES } from '../../../../src/booking/model/slot-times.ts';
import type { ReservationForWebhook } from './payloads.ts';
import { isNotifyEvent, isUuid, type NotifyEvent } from './protocol.ts';

/** What to post; never how (the options are the server's, notice-options.ts). */
export interface RelayRequest {
  tipo: NotifyEvent;
  /** Absent only for the connection test. */
  reserva: ReservationForWebhook | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Any minute of the day: when an emergency request was made. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseReservation(value: unknown): ReservationForWebhook | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const reserva: ReservationForWebhook = {
    id: text(r.id),
    nombre: text(r.nombre),
    email: text(r.email),
    telefono: text(r.telefono),
    fecha: text(r.fecha),
    hora: text(r.hora),
    servicio: text(r.servicio),
    precio: typeof r.precio === 'number' ? r.precio : -1,
    categoria: text(r.categoria),
    ...(r.urgente === true ? { urgente: true } : {}),
  };
  // A booking is at one of the day's times; an emergency request at the minute it was made.
  const validTime = reserva.urgente
    ? TIME.test(reserva.hora)
    : (SLOT_TIMES as readonly string[]).includes(reserva.hora);
  const valid =
    isUuid(reserva.id) &&
    isValidName(reserva.nombre) &&
    isValidEmail(reserva.email) &&
    isValidPhone(reserva.telefono) &&
    DATE.test(reserva.fecha) &&
    validTime &&
    reserva.servicio !== '' &&
    isValidShortText(reserva.servicio, 120) &&
    isValidShortText(reserva.categoria, 60) &&
    Number.isSafeInteger(reserva.precio) &&
    reserva.precio >= 0;
  return valid ? reserva : null;
}

export function parseRelayRequest(body: unknown): RelayRequest | { invalido: string } {
  if (typeof body !== 'object' || body === null) return { invalido: 'Solicitud inválida' };
  const record = body as Record<string, unknown>;
  if (!isNotifyEvent(record.tipo)) return { invalido: 'Tipo de notificación no permitido' };
  const reserva = record.tipo === 'test' ? null : parseReservation(record.reserva);
  if (record.tipo !== 'test' && !reserva) return { invalido: 'Reserva inválida' };
  return { tipo: record.tipo, reserva };
}

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
import type { LawyerForWebhook, MoveForWebhook, ReservationForWebhook } from './payloads.ts';
import {
  InvalidNoticeFact,
  parsePaymentFacts,
  parseRightsRequestFacts,
  type PaymentForNotice,
  type RightsRequestForNotice,
} from './notice-facts.ts';
import { isStaffNotice, type FailedNoticeAlert, type NoticeChannel } from './opened-notice.ts';
import { EMAIL_ONLY_EVENTS } from './notice-kinds.ts';
import { isNotifyEvent, isUuid, MOVE_EVENTS, type NotifyEvent } from './protocol.ts';

/** What to post; never how (the options are the server's, notice-options.ts). */
export interface RelayRequest {
  tipo: NotifyEvent;
  /** The webhook unless the schedule hands over an e-mail. */
  canal: NoticeChannel;
  /** Absent only for the connection test. */
  reserva: ReservationForWebhook | null;
  /** An 'aviso_fallido' notice's: the notice that failed for good. */
  alerta: FailedNoticeAlert | null;
  /** The browser's log entry and its attempts so far: the e-mail's idempotency key. */
  aviso: { id: string; intentos: number } | null;
  /** A payment's notice's payment (null when it no longer exists: nothing is sent). */
  pago: PaymentForNotice | null;
  /** A rights request's answer (which has no booking). */
  solicitud: RightsRequestForNotice | null;
}

/** The kinds about no booking: the connection test and a rights request's answer. */
const WITHOUT_BOOKING: readonly NotifyEvent[] = ['test', 'solicitud_respondida'];

/** A payment's and a request's facts, each field checked (notice-facts.ts). */
function parseFacts(
  record: Record<string, unknown>,
): Pick<RelayRequest, 'pago' | 'solicitud'> | { invalido: string } {
  try {
    return {
      pago: parsePaymentFacts(record.pago),
      solicitud: parseRightsRequestFacts(record.solicitud),
    };
  } catch (error) {
    if (error instanceof InvalidNoticeFact) return { invalido: 'Datos del aviso inválidos' };
    throw error;
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Any minute of the day: when an emergency request was made. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** reservas.token_gestion: two UUIDs' hex digits. */
const SECRET = /^[0-9a-f]{64}$/;
const INVALID = Symbol('invalido');
type Parsed<T> = T | typeof INVALID;

/** The booking's lawyer: absent, none (null), or a name and an address. */
function parseLawyer(value: unknown): Parsed<LawyerForWebhook | null | undefined> {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object') return INVALID;
  const { nombre, email } = value as Record<string, unknown>;
  // A staff profile's name is whatever the account was given (at times its address), so it is
  // held to what any one-line text is, not to a booking's name rules.
  return typeof nombre === 'string' &&
    nombre !== '' &&
    isValidShortText(nombre, 120) &&
    typeof email === 'string' &&
    isValidEmail(email)
    ? { nombre, email }
    : INVALID;
}

/** A move, between two of the day's times. */
function parseMove(value: unknown): Parsed<MoveForWebhook | null | undefined> {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object') return INVALID;
  const move = value as Record<string, unknown>;
  const times = SLOT_TIMES as readonly string[];
  const parsed = {
    fecha_anterior: text(move.fecha_anterior),
    hora_anterior: text(move.hora_anterior),
    fecha_nueva: text(move.fecha_nueva),
    hora_nueva: text(move.hora_nueva),
  };
  return DATE.test(parsed.fecha_anterior) &&
    DATE.test(parsed.fecha_nueva) &&
    times.includes(parsed.hora_anterior) &&
    times.includes(parsed.hora_nueva)
    ? parsed
    : INVALID;
}

/** What a booking's notice adds to it, each field checked when the browser sends it. */
function parseExtras(
  r: Record<string, unknown>,
): Parsed<
  Pick<ReservationForWebhook, 'abogado' | 'token_gestion' | 'movimientos' | 'reagendamiento'>
> {
  const abogado = parseLawyer(r.abogado);
  const reagendamiento = parseMove(r.reagendamiento);
  const token = r.token_gestion;
  const movimientos = r.movimientos;
  if (abogado === INVALID || reagendamiento === INVALID) return INVALID;
  if (!(
    token === undefined ||
    token === null ||
    (typeof token === 'string' && SECRET.test(token))
  )) {
    return INVALID;
  }
  if (!(
    movimientos === undefined ||
    (typeof movimientos === 'number' && Number.isSafeInteger(movimientos) && movimientos >= 0)
  )) {
    return INVALID;
  }
  return {
    ...(abogado !== undefined ? { abogado } : {}),
    ...(token !== undefined ? { token_gestion: token } : {}),
    ...(movimientos !== undefined ? { movimientos } : {}),
    ...(reagendamiento !== undefined ? { reagendamiento } : {}),
  };
}

function parseReservation(tipo: NotifyEvent, value: unknown): ReservationForWebhook | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const extras = parseExtras(r);
  if (extras === INVALID) return null;
  // A move's notice tells the move; a lawyer's never carries the client's link.
  if ((MOVE_EVENTS as readonly NotifyEvent[]).includes(tipo) && !extras.reagendamiento) return null;
  if (isStaffNotice(tipo) && extras.token_gestion) return null;
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
    ...extras,
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

/** An alert's account of the failed notice: its kind, channel, attempts and masked error. */
function parseAlert(value: unknown): Parsed<FailedNoticeAlert | null> {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return INVALID;
  const { tipo, canal, intentos, error } = value as Record<string, unknown>;
  return isNotifyEvent(tipo) &&
    (canal === 'webhook' || canal === 'email') &&
    typeof intentos === 'number' &&
    Number.isSafeInteger(intentos) &&
    intentos >= 0 &&
    intentos <= 3 &&
    (error === null || (typeof error === 'string' && error.length <= 500))
    ? { tipo, canal, intentos, error }
    : INVALID;
}

export function parseRelayRequest(body: unknown): RelayRequest | { invalido: string } {
  if (typeof body !== 'object' || body === null) return { invalido: 'Solicitud inválida' };
  const record = body as Record<string, unknown>;
  if (!isNotifyEvent(record.tipo)) return { invalido: 'Tipo de notificación no permitido' };
  const canal = record.canal ?? 'webhook';
  if (canal !== 'webhook' && canal !== 'email') return { invalido: 'Canal no permitido' };
  // An alert may be about a notice of no booking (a rights request's answer).
  const withoutBooking =
    WITHOUT_BOOKING.includes(record.tipo) ||
    (record.tipo === 'aviso_fallido' && (record.reserva === null || record.reserva === undefined));
  const reserva = withoutBooking ? null : parseReservation(record.tipo, record.reserva);
  if (!withoutBooking && !reserva) return { invalido: 'Reserva inválida' };
  // Only e-mail carries a payment's notices and a request's answer.
  if (canal === 'webhook' && (EMAIL_ONLY_EVENTS as readonly NotifyEvent[]).includes(record.tipo)) {
    return { invalido: 'Canal no permitido' };
  }
  const facts = parseFacts(record);
  if ('invalido' in facts) return facts;
  const alerta = parseAlert(record.alerta);
  if (alerta === INVALID || (record.tipo === 'aviso_fallido') !== (alerta !== null)) {
    return { invalido: 'Alerta inválida' };
  }
  const aviso = record.aviso;
  let logged: RelayRequest['aviso'] = null;
  if (aviso !== undefined && aviso !== null) {
    const { id, intentos } = aviso as Record<string, unknown>;
    if (!isUuid(id) || typeof intentos !== 'number' || !Number.isSafeInteger(intentos)) {
      return { invalido: 'Aviso inválido' };
    }
    logged = { id, intentos };
  }
  return { tipo: record.tipo, canal, reserva, alerta, aviso: logged, ...facts };
}

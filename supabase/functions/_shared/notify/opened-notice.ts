/**
 * Reads what public.abrir_aviso returns (jsonb): the notice to send and what its payload carries
 * of the booking. Shared by the hosted function and the embedded backend, which both call it.
 *
 * The booking's lawyer, its reschedule secret, its moves and the move a notice tells are read
 * strictly: each must be there and of its kind, or the notice is not sent. A reschedule link or a
 * calendar version made up from a missing field would reach a client or a calendar as if true.
 * The move travels inside `reserva` so that the embedded mode, which hands the local relay the
 * booking alone, carries it too.
 */
import {
  parsePaymentFacts,
  parseRightsRequestFacts,
  type PaymentForNotice,
  type RightsRequestForNotice,
} from './notice-facts.ts';
import type { LawyerForWebhook, MoveForWebhook, ReservationForWebhook } from './payloads.ts';
import { isNotifyEvent, MOVE_EVENTS, type NotifyEvent } from './protocol.ts';

/** How a notice travels: the automation webhook, or an e-mail the server sends. */
export type NoticeChannel = 'webhook' | 'email';
export const NOTICE_CHANNELS: readonly NoticeChannel[] = ['webhook', 'email'];

/** What an alert to the firm tells: the notice that failed for good. */
export interface FailedNoticeAlert {
  tipo: NotifyEvent;
  canal: NoticeChannel;
  intentos: number;
  error: string | null;
}

export interface OpenedNotice {
  id: string;
  tipo: NotifyEvent;
  canal: NoticeChannel;
  intentos: number;
  reserva: ReservationForWebhook | null;
  /** Only in an 'aviso_fallido' notice. */
  alerta: FailedNoticeAlert | null;
  /** Only in a payment's notice (PAYMENT_EVENTS); null when its payment no longer exists. */
  pago: PaymentForNotice | null;
  /** Only in a rights request's answer, which has no booking. */
  solicitud: RightsRequestForNotice | null;
}

type Row = Record<string, unknown>;

class UnexpectedAnswer extends Error {
  constructor(field: string) {
    super(`Respuesta inesperada de abrir_aviso (${field})`);
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function lawyer(value: unknown): LawyerForWebhook | null {
  if (value === null) return null;
  if (!isRow(value) || typeof value.nombre !== 'string' || typeof value.email !== 'string') {
    throw new UnexpectedAnswer('abogado');
  }
  return { nombre: value.nombre, email: value.email };
}

function secret(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || value === '') throw new UnexpectedAnswer('token_gestion');
  return value;
}

function moves(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new UnexpectedAnswer('movimientos');
  }
  return value;
}

function move(value: unknown): MoveForWebhook | null {
  if (value === null) return null;
  if (!isRow(value)) throw new UnexpectedAnswer('reagendamiento');
  const { fecha_anterior, hora_anterior, fecha_nueva, hora_nueva } = value;
  if (
    typeof fecha_anterior !== 'string' ||
    typeof fecha_nueva !== 'string' ||
    typeof hora_anterior !== 'string' ||
    typeof hora_nueva !== 'string' ||
    !DATE.test(fecha_anterior) ||
    !DATE.test(fecha_nueva) ||
    !TIME.test(hora_anterior) ||
    !TIME.test(hora_nueva)
  ) {
    throw new UnexpectedAnswer('reagendamiento');
  }
  return { fecha_anterior, hora_anterior, fecha_nueva, hora_nueva };
}

function reservation(
  row: Row,
  tipo: NotifyEvent,
  reagendamiento: MoveForWebhook | null,
): ReservationForWebhook {
  const token = secret(row.token_gestion);
  // The database leaves the secret out of a lawyer's and the firm's notices; one that had it
  // would hand the client's link to someone else.
  if (token !== null && isStaffNotice(tipo)) throw new UnexpectedAnswer('token_gestion');
  return {
    id: text(row.id),
    nombre: text(row.nombre),
    email: text(row.email),
    telefono: text(row.telefono),
    fecha: text(row.fecha),
    hora: text(row.hora),
    servicio: text(row.servicio),
    precio: Number(row.precio),
    categoria: text(row.categoria),
    ...(row.urgente === true ? { urgente: true } : {}),
    abogado: lawyer(row.abogado),
    token_gestion: token,
    movimientos: moves(row.movimientos),
    reagendamiento,
  };
}

/** A notice read by the lawyer or the firm, never by the client. */
export const isStaffNotice = (tipo: NotifyEvent): boolean =>
  tipo.endsWith('_abogado') || tipo === 'aviso_fallido' || tipo === 'pago_fallido';

const isChannel = (value: unknown): value is NoticeChannel =>
  value === 'webhook' || value === 'email';

function alert(value: unknown, tipo: NotifyEvent): FailedNoticeAlert | null {
  if (value === null || value === undefined) {
    if (tipo === 'aviso_fallido') throw new UnexpectedAnswer('alerta');
    return null;
  }
  if (
    !isRow(value) ||
    !isNotifyEvent(value.tipo) ||
    !isChannel(value.canal) ||
    typeof value.intentos !== 'number' ||
    !(value.error === null || typeof value.error === 'string')
  ) {
    throw new UnexpectedAnswer('alerta');
  }
  return { tipo: value.tipo, canal: value.canal, intentos: value.intentos, error: value.error };
}

export function parseOpenedNotice(value: unknown): OpenedNotice {
  const record = isRow(value) ? value : {};
  if (typeof record.id !== 'string' || !isNotifyEvent(record.tipo)) {
    throw new Error('Respuesta inesperada de abrir_aviso');
  }
  const tipo = record.tipo;
  const reagendamiento = move(record.reagendamiento);
  // A move's notice tells the move: without it there is nothing to tell.
  if ((MOVE_EVENTS as readonly NotifyEvent[]).includes(tipo) && reagendamiento === null) {
    throw new UnexpectedAnswer('reagendamiento');
  }
  const r = record.reserva;
  if (r !== null && !isRow(r)) throw new UnexpectedAnswer('reserva');
  if (!isChannel(record.canal)) throw new UnexpectedAnswer('canal');
  return {
    id: record.id,
    tipo,
    canal: record.canal,
    intentos: typeof record.intentos === 'number' ? record.intentos : Number(record.intentos),
    reserva: r === null ? null : reservation(r, tipo, reagendamiento),
    alerta: alert(record.alerta, tipo),
    pago: parsePaymentFacts(record.pago),
    solicitud: parseRightsRequestFacts(record.solicitud),
  };
}

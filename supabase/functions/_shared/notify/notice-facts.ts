/**
 * What a payment's notice and a rights request's answer carry besides the booking, as
 * private.aviso_abierto builds it, and the strict reading of each: every field must be there and
 * of its kind, or the notice is not sent (a receipt with a made-up amount would reach a client as
 * if true). Shared by the server's reading of the database (opened-notice.ts) and the embedded
 * relay's reading of what the browser hands it (relay-request.ts).
 */

/** A payment as its notices tell it. Dates and times are Chilean ('YYYY-MM-DD', 'HH:MM'). */
export interface PaymentForNotice {
  id: string;
  monto: number;
  metodo: 'tarjeta' | 'transferencia';
  estado: PaymentState;
  /** When it was paid (Webpay's transaction) or resolved (a transfer verified or rejected). */
  fecha: string;
  hora: string;
  /** The client's receipt of a card only: Webpay's authorization code. */
  codigo_autorizacion: string | null;
  /** The client's receipt of a card only: the card's last 4 digits, nothing else of it. */
  ultimos_digitos: string | null;
  /** A rejected transfer only: the reason the staff wrote for the client. */
  motivo: string | null;
  /** The firm's alert of a refused card only: Webpay's response code. */
  codigo_respuesta: number | null;
  /** A rejected transfer whose booking is still held: until when it may be paid. */
  pagar_hasta: { fecha: string; hora: string } | null;
}

export type PaymentState =
  'pendiente' | 'por_verificar' | 'aprobado' | 'rechazado' | 'anulado' | 'reembolsado';

const PAYMENT_STATES: readonly PaymentState[] = [
  'pendiente',
  'por_verificar',
  'aprobado',
  'rechazado',
  'anulado',
  'reembolsado',
];

/** A rights request's answer as its notice tells it: never the answer's text. */
export interface RightsRequestForNotice {
  /** 'SD-' and 8 hexadecimal characters: what the status page asks for. */
  codigo: string;
  derecho: RightKind;
  estado: 'respondida' | 'rechazada';
  email: string;
  nombre: string;
  /** The Chilean date of the answer. */
  respondida_en: string;
}

export type RightKind =
  'acceso' | 'rectificacion' | 'supresion' | 'oposicion' | 'portabilidad' | 'bloqueo';

const RIGHTS: readonly RightKind[] = [
  'acceso',
  'rectificacion',
  'supresion',
  'oposicion',
  'portabilidad',
  'bloqueo',
];

/** A field that is not what the database writes: the notice is not sent. */
export class InvalidNoticeFact extends Error {
  constructor(readonly field: string) {
    super(`Dato inesperado del aviso (${field})`);
  }
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** pagos.codigo_autorizacion: up to 6 characters, as Webpay gives it. */
const AUTHORIZATION = /^[0-9A-Za-z]{1,6}$/;
const LAST_DIGITS = /^\d{4}$/;
const REQUEST_CODE = /^SD-[0-9A-F]{8}$/;
/** A plain address; the booking form's rules are the relay's business. */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** pagos.motivo's check. */
const MAX_REASON = 300;

function nullable<T>(
  value: unknown,
  field: string,
  check: (value: unknown) => value is T,
): T | null {
  if (value === null || value === undefined) return null;
  if (!check(value)) throw new InvalidNoticeFact(field);
  return value;
}

const matching =
  (pattern: RegExp) =>
  (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);

const isSafeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const isReason = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_REASON;

function deadline(value: unknown): PaymentForNotice['pagar_hasta'] {
  if (value === null || value === undefined) return null;
  if (!isRow(value) || !matching(DATE)(value.fecha) || !matching(TIME)(value.hora)) {
    throw new InvalidNoticeFact('pagar_hasta');
  }
  return { fecha: value.fecha, hora: value.hora };
}

/** A payment's facts, or null when the notice has none (its payment was deleted). */
export function parsePaymentFacts(value: unknown): PaymentForNotice | null {
  if (value === null || value === undefined) return null;
  if (!isRow(value)) throw new InvalidNoticeFact('pago');
  const { id, monto, metodo, estado, fecha, hora } = value;
  if (!matching(UUID)(id)) throw new InvalidNoticeFact('pago.id');
  if (!isSafeInteger(monto) || monto < 0) throw new InvalidNoticeFact('pago.monto');
  if (metodo !== 'tarjeta' && metodo !== 'transferencia')
    throw new InvalidNoticeFact('pago.metodo');
  if (!PAYMENT_STATES.includes(estado as PaymentState)) throw new InvalidNoticeFact('pago.estado');
  if (!matching(DATE)(fecha) || !matching(TIME)(hora)) throw new InvalidNoticeFact('pago.fecha');
  return {
    id,
    monto,
    metodo,
    estado: estado as PaymentState,
    fecha,
    hora,
    codigo_autorizacion: nullable(
      value.codigo_autorizacion,
      'pago.codigo_autorizacion',
      matching(AUTHORIZATION),
    ),
    ultimos_digitos: nullable(value.ultimos_digitos, 'pago.ultimos_digitos', matching(LAST_DIGITS)),
    motivo: nullable(value.motivo, 'pago.motivo', isReason),
    codigo_respuesta: nullable(value.codigo_respuesta, 'pago.codigo_respuesta', isSafeInteger),
    pagar_hasta: deadline(value.pagar_hasta),
  };
}

/** A rights request's facts, or null when the notice has none (the request was deleted). */
export function parseRightsRequestFacts(value: unknown): RightsRequestForNotice | null {
  if (value === null || value === undefined) return null;
  if (!isRow(value)) throw new InvalidNoticeFact('solicitud');
  const { codigo, derecho, estado, email, nombre, respondida_en } = value;
  if (!matching(REQUEST_CODE)(codigo)) throw new InvalidNoticeFact('solicitud.codigo');
  if (!RIGHTS.includes(derecho as RightKind)) throw new InvalidNoticeFact('solicitud.derecho');
  if (estado !== 'respondida' && estado !== 'rechazada') {
    throw new InvalidNoticeFact('solicitud.estado');
  }
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) {
    throw new InvalidNoticeFact('solicitud.email');
  }
  if (typeof nombre !== 'string' || nombre.trim().length < 2 || nombre.length > 200) {
    throw new InvalidNoticeFact('solicitud.nombre');
  }
  if (!matching(DATE)(respondida_en)) throw new InvalidNoticeFact('solicitud.respondida_en');
  return {
    codigo,
    derecho: derecho as RightKind,
    estado,
    email,
    nombre,
    respondida_en,
  };
}

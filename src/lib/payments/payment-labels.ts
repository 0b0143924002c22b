import { formatChileInstant } from '@/lib/format/chile-instant';
import {
  CARD_FAILURE_MESSAGES,
  isCardFailure,
  isRefundOwed,
  type CardFailure,
} from './card-return';

/**
 * How every screen words a payment: the admin's Pagos tab, the lawyer's desk and the client's
 * account. Dependency-free of the backend (lib sits below it): the shapes below are the port's
 * `Payment`, `StaffPayment` and `BookingPayment`, structurally.
 */

export type PaymentStatus =
  'pendiente' | 'por_verificar' | 'aprobado' | 'rechazado' | 'anulado' | 'reembolsado';
export type PaymentMethod = 'transferencia' | 'tarjeta';
type BookingStatus =
  'pendiente' | 'confirmada' | 'cancelada' | 'completada' | 'expirada' | 'no_asistio';

/** What the wording needs of a payment (a port `Payment` or `BookingPayment['pago']`). */
export interface PaymentFacts {
  estado: PaymentStatus;
  metodo: PaymentMethod;
  motivo: string | null;
  numeroComprobante: string | null;
  ordenCompra: string | null;
  ultimosDigitos: string | null;
}

/** A booking and the payment that counts for it (the port's `BookingPayment`). */
export interface BookingPaymentFacts {
  reservaEstado: BookingStatus;
  expiraEn: string | null;
  precio: number;
  metodoPago: PaymentMethod | 'gratis' | null;
  pago: PaymentFacts | null;
}

/** A sentence, and a second line when there is more to say. */
export interface PaymentWording {
  text: string;
  detail?: string;
}

/** A payment's state, for staff. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pendiente: 'Pendiente de Webpay',
  por_verificar: 'Por verificar',
  aprobado: 'Aprobado',
  rechazado: 'Rechazado',
  anulado: 'Anulado',
  reembolsado: 'Reembolsado',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
};

/** Why a card payment did not count, short: reads after "Motivo:" and after "Pago rechazado:". */
export const CARD_FAILURE_LABELS: Record<CardFailure, string> = {
  rechazado: 'el banco o Webpay no autorizó la tarjeta',
  cancelado: 'se canceló en el formulario de Webpay',
  tiempo_agotado: 'el formulario de Webpay se cerró por tiempo',
  error: 'Webpay no pudo completar el pago',
  reemplazado: 'lo reemplazó un intento más reciente',
  reserva_no_pagable: 'la reserva ya no esperaba el pago',
  sin_retorno: 'no llegó la respuesta de Webpay',
  no_coincide: 'el monto aprobado no coincide con el de la reserva',
  reserva_no_disponible: 'pagado, pero la reserva ya no estaba disponible',
  intento_anulado: 'pagado, pero el intento ya estaba cerrado',
  pago_duplicado: 'pagado, pero la reserva ya tenía otro pago',
};

/** Why a payment was rejected or annulled: a card's code in words, a transfer's as staff wrote it. */
export function paymentReason(payment: Pick<PaymentFacts, 'metodo' | 'motivo'>): string | null {
  const motivo = payment.motivo?.trim();
  if (!motivo) return null;
  return payment.metodo === 'tarjeta' && isCardFailure(motivo)
    ? CARD_FAILURE_LABELS[motivo]
    : motivo;
}

/** The last four digits of a card as it is shown: "•••• 6623". */
export const maskedCard = (digits: string): string => `•••• ${digits}`;

const TYPE_WORDS = {
  VD: 'Débito',
  VN: 'Crédito',
  VC: 'Crédito en cuotas',
  SI: '3 cuotas sin interés',
  S2: '2 cuotas sin interés',
  NC: 'Cuotas sin interés',
  VP: 'Prepago',
} as const;
const isTypeCode = (code: string): code is keyof typeof TYPE_WORDS =>
  Object.hasOwn(TYPE_WORDS, code);

/**
 * Webpay's payment type in words, with the instalments when there are: "Débito",
 * "Crédito en 6 cuotas", "3 cuotas sin interés", "4 cuotas sin interés" (NC). Null when unknown.
 */
export function paymentTypeLabel(tipoPago: string | null, cuotas: number | null): string | null {
  if (!tipoPago) return null;
  const many = cuotas !== null && cuotas > 1 ? cuotas : null;
  if (tipoPago === 'VC') return many ? `Crédito en ${String(many)} cuotas` : TYPE_WORDS.VC;
  if (tipoPago === 'NC') return many ? `${String(many)} cuotas sin interés` : TYPE_WORDS.NC;
  return isTypeCode(tipoPago) ? TYPE_WORDS[tipoPago] : tipoPago;
}

/**
 * Whether an admin may refund the payment (the SQL rule): an approved card payment of a cancelled
 * booking, or one charged without confirming its booking (a refund owed).
 */
export function isRefundable(
  payment: Pick<PaymentFacts, 'estado' | 'metodo' | 'motivo'>,
  bookingStatus: BookingStatus,
): boolean {
  return (
    payment.metodo === 'tarjeta' &&
    payment.estado === 'aprobado' &&
    (bookingStatus === 'cancelada' || isRefundOwed(payment))
  );
}

/**
 * Whether the payment is an approved card charge of a consultation the client missed without
 * notice: preparar_reembolso refuses its refund ('no_asistio'), unless it never confirmed the
 * booking (a refund owed).
 */
export function isNoShowCharge(
  payment: Pick<PaymentFacts, 'estado' | 'metodo' | 'motivo'>,
  bookingStatus: BookingStatus,
): boolean {
  return (
    payment.metodo === 'tarjeta' &&
    payment.estado === 'aprobado' &&
    bookingStatus === 'no_asistio' &&
    !isRefundOwed(payment)
  );
}

/** Why such a charge is not refunded, as the database words it. */
export const NO_SHOW_NOT_REFUNDABLE =
  'No reembolsable: el cliente no asistió a la consulta sin aviso.';

/** The client's words for a card charge that did not confirm the booking. */
function refundOwedWording(payment: Pick<PaymentFacts, 'motivo'>): PaymentWording {
  if (payment.motivo === 'reserva_no_disponible')
    return {
      text: 'Pago recibido, pero la reserva ya no estaba disponible',
      detail: 'Te contactaremos para reagendar o devolver el cargo.',
    };
  return {
    text: 'Pago con tarjeta por devolver',
    detail: isCardFailure(payment.motivo) ? CARD_FAILURE_MESSAGES[payment.motivo] : undefined,
  };
}

/**
 * Which payment of a booking its client reads first, as the database picks it: a charge the firm
 * owes back, then the one that counts (approved or to verify), a refunded one, else any.
 */
function rank(payment: { estado: PaymentStatus; motivo?: string | null }): number {
  if (isRefundOwed({ estado: payment.estado, motivo: payment.motivo ?? null })) return 0;
  if (payment.estado === 'aprobado' || payment.estado === 'por_verificar') return 1;
  return payment.estado === 'reembolsado' ? 2 : 3;
}

/**
 * The payment to show for a booking, of all its payments: a charge owed back, the approved or
 * to-verify one, a refunded one, else the latest attempt (the order of estado_pago_reserva).
 */
export function countingPayment<
  T extends { estado: PaymentStatus; motivo?: string | null; createdAt: string },
>(payments: readonly T[]): T | null {
  const ranked = [...payments].sort(
    (a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt),
  );
  return ranked[0] ?? null;
}

/** A transfer's state after "transferencia". */
const TRANSFER_STATES: Record<PaymentStatus, string> = {
  pendiente: 'pendiente',
  por_verificar: 'por verificar',
  aprobado: 'verificada',
  rechazado: 'rechazada',
  anulado: 'anulada',
  reembolsado: 'devuelta',
};

const isFree = (booking: BookingPaymentFacts) =>
  booking.precio === 0 || booking.metodoPago === 'gratis';

/** Until when a pending booking waits for its payment, or that the time ran out. */
function holdDetail(booking: BookingPaymentFacts, now: Date): string | undefined {
  if (booking.reservaEstado !== 'pendiente' || !booking.expiraEn) return undefined;
  return new Date(booking.expiraEn).getTime() > now.getTime()
    ? `Puedes pagar hasta el ${formatChileInstant(booking.expiraEn)}`
    : `El plazo para pagar venció el ${formatChileInstant(booking.expiraEn)}`;
}

/**
 * The payment of a booking as its client reads it: "Pagada con tarjeta", "Transferencia en
 * revisión" (until when the slot is held), "Pago rechazado: <motivo>", "Pendiente de pago hasta
 * el ...", "Gratuita".
 */
export function clientPaymentWording(booking: BookingPaymentFacts, now: Date): PaymentWording {
  if (isFree(booking)) return { text: 'Gratuita' };
  const { pago, reservaEstado, expiraEn } = booking;
  if (pago?.estado === 'aprobado') {
    if (isRefundOwed(pago)) return refundOwedWording(pago);
    return {
      text: pago.metodo === 'tarjeta' ? 'Pagada con tarjeta' : 'Pagada por transferencia',
    };
  }
  if (pago?.estado === 'reembolsado') return { text: 'Pago devuelto a tu tarjeta' };
  // The slot is kept for the verification only once the receipt file arrived: the end of the
  // hold, from the database, is what the client can count on.
  if (pago?.estado === 'por_verificar')
    return {
      text: 'Transferencia en revisión',
      detail:
        reservaEstado === 'pendiente' && expiraEn
          ? `Tu hora queda reservada hasta el ${formatChileInstant(expiraEn)}`
          : undefined,
    };
  if (pago?.estado === 'rechazado') {
    const reason = paymentReason(pago);
    return {
      text: reason ? `Pago rechazado: ${reason}` : 'Pago rechazado',
      detail: holdDetail(booking, now),
    };
  }
  if (reservaEstado === 'pendiente') {
    if (!expiraEn) return { text: 'Pendiente de pago' };
    return new Date(expiraEn).getTime() > now.getTime()
      ? { text: `Pendiente de pago hasta el ${formatChileInstant(expiraEn)}` }
      : { text: `El plazo para pagar venció el ${formatChileInstant(expiraEn)}` };
  }
  if (reservaEstado === 'expirada') return { text: 'Sin pago: la reserva expiró' };
  if (reservaEstado === 'cancelada') return { text: 'Sin cobro' };
  return { text: 'Sin pago registrado' };
}

/**
 * The payment of a booking as staff read it on the desk: "Pago: Aprobado con tarjeta •••• 6623
 * (orden PL-…)", "Pago: transferencia por verificar (comprobante N° …)", "Pago: pendiente",
 * "Sin pago registrado", "Consulta gratuita"; the reason of a rejection as detail.
 */
export function staffPaymentWording(booking: BookingPaymentFacts): PaymentWording {
  if (isFree(booking)) return { text: 'Consulta gratuita' };
  const { pago } = booking;
  if (!pago)
    return booking.reservaEstado === 'pendiente'
      ? { text: 'Pago: pendiente', detail: 'El cliente aún no paga ni declara una transferencia.' }
      : { text: 'Sin pago registrado' };
  const card = pago.metodo === 'tarjeta';
  const reference = card
    ? pago.ordenCompra && `orden ${pago.ordenCompra}`
    : pago.numeroComprobante && `comprobante N° ${pago.numeroComprobante}`;
  const ref = reference ? ` (${reference})` : '';
  const reason = paymentReason(pago);
  const detail =
    pago.motivo === 'reserva_no_disponible' && isRefundOwed(pago)
      ? 'La reserva ya no estaba disponible al pagar: corresponde reagendar o reembolsar.'
      : isRefundOwed(pago)
        ? `Cobrado sin confirmar la reserva (${reason ?? 'sin motivo'}): corresponde reembolsar.`
        : reason && (pago.estado === 'rechazado' || pago.estado === 'anulado')
          ? `Motivo: ${reason}`
          : undefined;
  if (pago.estado === 'pendiente')
    return {
      text: `Pago: pendiente de Webpay${ref}`,
      detail: 'El cliente está pagando con tarjeta.',
    };
  if (!card) return { text: `Pago: transferencia ${TRANSFER_STATES[pago.estado]}${ref}`, detail };
  const digits = pago.ultimosDigitos ? ` ${maskedCard(pago.ultimosDigitos)}` : '';
  return { text: `Pago: ${PAYMENT_STATUS_LABELS[pago.estado]} con tarjeta${digits}${ref}`, detail };
}

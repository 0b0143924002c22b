/**
 * Where a card payment ends, in the site: the confirmation page when Webpay approved it, or the
 * payment page with the reason when it did not. Shared by the Webpay return function (which
 * redirects there) and the pages (which read it). Dependency-free: it also runs in the Edge
 * runtime.
 */

/** Why a card payment did not confirm the booking. */
export const CARD_FAILURES = [
  'rechazado',
  'cancelado',
  'tiempo_agotado',
  'error',
  'reemplazado',
  'reserva_no_pagable',
  'sin_retorno',
  'no_coincide',
  'reserva_no_disponible',
  'intento_anulado',
  'pago_duplicado',
] as const;
export type CardFailure = (typeof CARD_FAILURES)[number];

export const isCardFailure = (value: unknown): value is CardFailure =>
  typeof value === 'string' && (CARD_FAILURES as readonly string[]).includes(value);

/**
 * Why Webpay charged the card but the charge did not confirm the booking: the firm owes it back
 * (the database's private.motivos_reembolsables; an admin refunds it from the Pagos tab).
 */
export const REFUND_OWED_REASONS = [
  'reserva_no_disponible',
  'no_coincide',
  'intento_anulado',
  'pago_duplicado',
] as const satisfies readonly CardFailure[];

/** An approved card payment that did not confirm its booking: the firm owes the refund. */
export const isRefundOwed = (payment: { estado: string; motivo: string | null }): boolean =>
  payment.estado === 'aprobado' &&
  (REFUND_OWED_REASONS as readonly string[]).includes(payment.motivo ?? '');

/** What the client reads, in Spanish. Only the REFUND_OWED_REASONS mean money moved. */
export const CARD_FAILURE_MESSAGES: Record<CardFailure, string> = {
  rechazado:
    'El pago fue rechazado por tu banco o por Webpay. No se hizo ningún cargo: puedes intentarlo con otra tarjeta o pagar por transferencia.',
  cancelado: 'Cancelaste el pago en Webpay. No se hizo ningún cargo a tu tarjeta.',
  tiempo_agotado:
    'El formulario de Webpay se cerró por tiempo antes de completar el pago. No se hizo ningún cargo a tu tarjeta.',
  error: 'Webpay no pudo completar el pago. No se hizo ningún cargo a tu tarjeta.',
  reemplazado:
    'Ese intento de pago quedó reemplazado por uno más reciente y no se cobró. Usa el último que iniciaste.',
  reserva_no_pagable:
    'La reserva ya no esperaba este pago (fue cancelada o ya está pagada), así que no se cobró.',
  sin_retorno:
    'No recibimos la respuesta de Webpay a tiempo. No se hizo ningún cargo a tu tarjeta.',
  no_coincide:
    'Webpay aprobó un monto que no corresponde a tu reserva, así que no la confirmamos. Te contactaremos para devolver el cargo.',
  reserva_no_disponible:
    'Recibimos tu pago, pero la reserva ya no estaba disponible. Te contactaremos hoy para reagendar o devolver el cargo.',
  intento_anulado:
    'Webpay aprobó un intento de pago que ya se había cerrado, así que no confirmó tu reserva. Te contactaremos para devolver ese cargo.',
  pago_duplicado:
    'Recibimos tu pago con tarjeta, pero tu reserva ya tenía otro pago registrado. Te contactaremos para devolver el cargo de la tarjeta.',
};

export const CARD_SUCCESS_PATH = '/payment-success';

/** The confirmation page for a card payment's buy order. */
export const cardSuccessPath = (orden: string): string =>
  `${CARD_SUCCESS_PATH}?${new URLSearchParams({ method: 'transbank', orden }).toString()}`;

/** The payment page with the reason the card payment did not go through. */
export const cardFailurePath = (motivo: CardFailure, orden: string | null): string =>
  `/pago?${new URLSearchParams({ metodo: 'tarjeta', pago: motivo, ...(orden ? { orden } : {}) }).toString()}`;

/** Webpay's buy order for this site: 'PL-', the booking code, '-', the attempt. */
export const BUY_ORDER = /^PL-[0-9A-F]{8}-[0-9]{1,3}$/;

/**
 * The kinds of notice, alone in a module with no code, so the booking pages can name the two
 * a booking sends without loading the notification protocol's validation.
 */

/**
 * Every kind of notice, the one list: the notice log's type column (its check constraint in
 * table notificaciones is compared with it by a database test), the function and the app derive
 * theirs from it.
 */
export const NOTIFY_EVENTS = [
  'nueva_reserva',
  'notificacion_abogado',
  'recordatorio',
  'recordatorio_abogado',
  'comprobante',
  'reagendada',
  'reagendada_abogado',
  'recordatorio_corto',
  'aviso_fallido',
  'test',
  'pago_recibido',
  'transferencia_rechazada',
  'pago_fallido',
  'solicitud_respondida',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** The events a booking sends on its own, right after it is made (to the client and the lawyer). */
export const BOOKING_EVENTS = Object.freeze([
  'nueva_reserva',
  'notificacion_abogado',
] as const satisfies readonly NotifyEvent[]);

/** A reminder, likewise, goes to the client and to the lawyer. The lists are frozen: shared. */
export const REMINDER_EVENTS = Object.freeze([
  'recordatorio',
  'recordatorio_abogado',
] as const satisfies readonly NotifyEvent[]);

/**
 * A move of a booking (another time, or another lawyer) tells the client and the lawyer who
 * takes it; a reassignment alone tells only the lawyer.
 */
export const MOVE_EVENTS = Object.freeze([
  'reagendada',
  'reagendada_abogado',
] as const satisfies readonly NotifyEvent[]);

/**
 * A payment's notices: the client's receipt (a card approved, a transfer verified), a transfer
 * the firm did not accept, and the firm's alert of a card Webpay refused. Made by the database
 * when the payment changes, by e-mail only: the webhook keeps its own events.
 */
export const PAYMENT_EVENTS = Object.freeze([
  'pago_recibido',
  'transferencia_rechazada',
  'pago_fallido',
] as const satisfies readonly NotifyEvent[]);

/**
 * The kinds only e-mail carries (a check of table notificaciones refuses them on the webhook):
 * the payments' and a rights request's answer, which has no booking.
 */
export const EMAIL_ONLY_EVENTS = Object.freeze([
  ...PAYMENT_EVENTS,
  'solicitud_respondida',
] as const satisfies readonly NotifyEvent[]);

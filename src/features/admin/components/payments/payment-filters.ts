import type { StaffPayment } from '@/backend/port';
import { parseReservationCode, reservationCode } from '@/booking/model/reservation-code';
import { isRefundable } from '@/lib/payments/payment-labels';

export type PaymentFilter = 'por_verificar' | 'tarjeta' | 'reembolsos' | 'todos';

export const PAYMENT_FILTERS: readonly { id: PaymentFilter; label: string }[] = [
  { id: 'por_verificar', label: 'Por verificar' },
  { id: 'tarjeta', label: 'Tarjeta' },
  { id: 'reembolsos', label: 'Reembolsos/anulados' },
  { id: 'todos', label: 'Todos' },
];

/**
 * Whether a payment belongs under a filter. 'reembolsos' gathers what is closed without counting
 * (refunded, annulled) and the approved card payments an admin may still have to refund.
 */
export function matchesFilter(payment: StaffPayment, filter: PaymentFilter): boolean {
  switch (filter) {
    case 'por_verificar':
      return payment.estado === 'por_verificar';
    case 'tarjeta':
      return payment.metodo === 'tarjeta';
    case 'reembolsos':
      return (
        payment.estado === 'reembolsado' ||
        payment.estado === 'anulado' ||
        isRefundable(payment, payment.reserva.estado)
      );
    case 'todos':
      return true;
  }
}

/**
 * Whether a payment matches what staff typed: its booking code (however typed: "#1a2b-3c4d"),
 * the client's name or e-mail, the buy order or the receipt number; ignoring case.
 */
export function matchesSearch(payment: StaffPayment, typed: string): boolean {
  const text = typed.trim().toLowerCase();
  if (!text) return true;
  const code = reservationCode(payment.reservaId);
  if (parseReservationCode(typed) === code) return true;
  return [
    code,
    payment.reserva.nombre,
    payment.reserva.email,
    payment.ordenCompra,
    payment.numeroComprobante,
  ].some((field) => field?.toLowerCase().includes(text));
}

/** The filter the tab opens with: the transfers to verify when there are, else everything. */
export const defaultFilter = (payments: readonly StaffPayment[]): PaymentFilter =>
  payments.some((p) => p.estado === 'por_verificar') ? 'por_verificar' : 'todos';

/** Newest first. */
export const newestFirst = (payments: readonly StaffPayment[]): StaffPayment[] =>
  [...payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

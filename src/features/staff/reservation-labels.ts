import type { Reservation, ReservationStatus } from '@/backend/port';
import { formatChileInstant } from '@/lib/format/chile-instant';

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
  completada: 'Completada',
  expirada: 'Expirada',
  no_asistio: 'No asistió',
};

/** The bookings the desk lists: those still to happen or already held. */
export function isOnDesk(reservation: Reservation): boolean {
  return reservation.estado !== 'cancelada' && reservation.estado !== 'expirada';
}

/** Ascending by date, then time, then creation. */
export function byAppointment(a: Reservation, b: Reservation): number {
  return (
    a.fecha.localeCompare(b.fecha) ||
    a.hora.localeCompare(b.hora) ||
    a.createdAt.localeCompare(b.createdAt)
  );
}

export interface PaymentState {
  text: string;
  /** The hold's deadline, for a pending booking. */
  detail?: string;
}

const METHOD_LABELS = { transferencia: 'transferencia', tarjeta: 'tarjeta' } as const;

/** What the lawyer needs to know about the payment, from the status and the payment method. */
export function paymentState(reservation: Reservation, now: Date): PaymentState {
  const { estado, metodoPago, expiraEn } = reservation;
  const free = metodoPago === 'gratis' || reservation.precio === 0;
  if (estado === 'expirada') return { text: 'No pagada: la reserva expiró sin pago' };
  if (estado === 'cancelada') {
    if (free) return { text: 'Gratuita (reserva cancelada)' };
    return metodoPago
      ? {
          text: `Reserva cancelada: revisa si corresponde devolver el pago (${METHOD_LABELS[metodoPago]})`,
        }
      : { text: 'Reserva cancelada: sin pago registrado' };
  }
  if (free) return { text: 'Gratuita' };
  if (estado === 'pendiente') {
    const text =
      metodoPago === 'transferencia'
        ? 'Pago pendiente: transferencia por verificar'
        : metodoPago === 'tarjeta'
          ? 'Pago pendiente: pago con tarjeta en proceso'
          : 'Pago pendiente: el cliente aún no elige cómo pagar';
    if (!expiraEn) return { text };
    const expired = new Date(expiraEn).getTime() <= now.getTime();
    const held = reservation.urgente ? 'La solicitud espera el pago' : 'La hora queda reservada';
    return {
      text,
      detail: expired
        ? `El plazo para pagar venció el ${formatChileInstant(expiraEn)}`
        : `${held} hasta el ${formatChileInstant(expiraEn)}`,
    };
  }
  return { text: metodoPago ? `Pagada (${METHOD_LABELS[metodoPago]})` : 'Pagada' };
}

export interface StatusAction {
  estado: ReservationStatus;
  label: string;
}

/**
 * The status changes staff may make from `estado` (none from a closed booking). A confirmed
 * consultation is closed by its attendance, once its time has come (BookingMoves).
 */
export function statusActions(estado: ReservationStatus): StatusAction[] {
  const cancel = { estado: 'cancelada', label: 'Cancelar' } as const;
  if (estado === 'pendiente') return [{ estado: 'confirmada', label: 'Confirmar' }, cancel];
  if (estado === 'confirmada') return [cancel];
  return [];
}

import { Link } from 'react-router-dom';
import type { Reservation } from '@/backend/port';
import { reservationCode } from '@/booking/model/reservation-code';
import { staffPaymentWording } from '@/lib/payments/payment-labels';
import { useBookingPayment } from '../api/use-booking-payment';

interface BookingPaymentStatusProps {
  reservation: Reservation;
  /** Admins get a link to the payment in the admin's Pagos tab. */
  isAdmin: boolean;
}

/**
 * The payment recorded for a booking (the one that counts, else the latest attempt): the card's
 * last digits and buy order, or the transfer's receipt number, and why it failed. Nothing for a
 * free booking: the desk already says it is free.
 */
export function BookingPaymentStatus({ reservation, isAdmin }: BookingPaymentStatusProps) {
  const free = reservation.precio === 0 || reservation.metodoPago === 'gratis';
  const query = useBookingPayment(reservation.id, { enabled: !free });
  if (free) return null;
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-ink-muted">
        Cargando el pago...
      </p>
    );
  if (query.isError)
    return (
      <p className="text-sm text-ink-muted">
        No se pudo cargar el registro del pago.{' '}
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-medium text-link underline"
        >
          Reintentar
        </button>
      </p>
    );

  const wording = staffPaymentWording(query.data);
  return (
    <div className="rounded-lg border border-line bg-surface-2 p-3">
      <p className="font-medium text-ink">{wording.text}</p>
      {wording.detail && <p className="text-sm text-ink-muted">{wording.detail}</p>}
      {isAdmin && query.data.pago && (
        <Link
          to={`/admin?tab=pagos&buscar=${reservationCode(reservation.id)}`}
          className="text-sm text-link underline"
        >
          Ver en Pagos (administración)
        </Link>
      )}
    </div>
  );
}

import type { Payment, Reservation } from '@/backend/port';
import { cn } from '@/lib/cn';
import { clientPaymentWording, countingPayment } from '@/lib/payments/payment-labels';

interface ReservationPaymentProps {
  reservation: Reservation;
  /** The client's payments (of every booking), or undefined while they are not known. */
  payments: readonly Payment[] | undefined;
  now: Date;
}

/**
 * Where the payment of one booking stands, in the client's words: paid, in review, rejected and
 * why, or until when it can be paid. Free bookings need no payment data.
 */
export function ReservationPayment({ reservation, payments, now }: ReservationPaymentProps) {
  const free = reservation.precio === 0 || reservation.metodoPago === 'gratis';
  if (!free && !payments) return null;
  const pago = countingPayment((payments ?? []).filter((p) => p.reservaId === reservation.id));
  const wording = clientPaymentWording(
    {
      reservaEstado: reservation.estado,
      expiraEn: reservation.expiraEn,
      precio: reservation.precio,
      metodoPago: reservation.metodoPago,
      pago,
    },
    now,
  );
  const tone =
    pago?.estado === 'aprobado'
      ? 'text-success'
      : pago?.estado === 'rechazado'
        ? 'text-urgent'
        : 'text-ink';
  return (
    <div className="mt-2 text-sm">
      <p className={cn('font-medium', tone)}>{wording.text}</p>
      {wording.detail && <p className="text-ink-muted">{wording.detail}</p>}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { isPlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import type { PaymentData } from '@/booking/model/payment-data';
import { formatWeekdayDate } from '@/lib/format/dates';

/**
 * Step 1 after a paid booking (the draft is emptied once booked, so 'Atrás' lands here): the
 * held hour and the way back to paying it, so nobody books the same consultation twice; booking
 * again replaces the held hour (the confirmation step says so).
 */
export function HeldBookingNotice({ payment }: { payment: PaymentData }) {
  if (payment.paymentMethod === 'gratis' || !isPlanId(payment.plan)) return null;
  return (
    <p className="mb-6 rounded-lg border border-line bg-surface-2 p-3 text-ink">
      Tienes una hora reservada el <strong>{formatWeekdayDate(payment.fecha)}</strong> a las{' '}
      <strong>{payment.hora}</strong> ({payment.service}), pendiente de pago.{' '}
      <Link to={bookingHref(payment.plan, 'pago')} className="text-link underline">
        Ir al pago
      </Link>{' '}
      Si prefieres otra fecha, hora o servicio, reserva de nuevo: esa hora se libera al confirmar la
      nueva.
    </p>
  );
}

import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BookingPayment } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { company } from '@/content/company';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { AddToCalendar } from './add-to-calendar';
import { ManageLinkNotice } from './manage-link-notice';
import { NextSteps } from './next-steps';
import type { BookingDetails, Purchase } from './payment-outcome';
import { SuccessSummary } from './success-summary';
import { TransferNextSteps } from './transfer-next-steps';

interface PaymentConfirmationProps {
  heading: string;
  purchase: Purchase;
  booking?: BookingDetails | undefined;
  /** The booking's payment state in the database; absent for a free consultation. */
  payment?: BookingPayment | undefined;
}

/** The confirmed booking: summary, calendar, next steps and where to go next. */
export function PaymentConfirmation({
  heading,
  purchase,
  booking,
  payment,
}: PaymentConfirmationProps) {
  const urgent = booking?.urgent;
  const what = urgent ? 'tu solicitud de emergencia' : 'tu reserva';
  const verifying = payment?.pago?.estado === 'por_verificar';
  const What = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
  const lead = purchase.free
    ? 'Tu consulta gratuita quedó agendada.'
    : verifying
      ? `${What} quedó registrada y su pago está por verificar.`
      : payment?.pago?.estado === 'aprobado'
        ? `Recibimos tu pago y ${what} quedó confirmada.`
        : `${What} quedó confirmada.`;

  return (
    <div className="space-y-8">
      <header className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="text-3xl font-bold text-ink">{heading}</h1>
        <p className="text-lg text-ink">{lead}</p>
        {urgent ? (
          <p className="font-semibold text-ink">
            Un abogado te llamará al {urgent.telefono} en menos de {CALL_BACK_WITHIN} desde tu
            solicitud ({urgent.hora}, hora de Chile).
          </p>
        ) : (
          <p className="text-ink-muted">
            Te contactaremos dentro de {company.contactWithinHours} horas para coordinar los
            detalles.
          </p>
        )}
      </header>

      {verifying && <TransferNextSteps payment={payment} />}

      <SuccessSummary purchase={purchase} booking={booking} payment={payment?.pago} />

      {booking?.slot && (
        <AddToCalendar
          service={purchase.title}
          slot={booking.slot}
          meetingMode={booking.meetingMode}
        />
      )}

      {booking?.manageToken && <ManageLinkNotice token={booking.manageToken} />}

      <NextSteps
        urgent={urgent}
        email={booking?.email}
        meetingMode={booking?.meetingMode}
        duration={purchase.duration}
        delivery={purchase.delivery}
      />

      <p className="text-center text-ink-muted">
        ¿Necesitas ayuda? Escríbenos a{' '}
        <a href={`mailto:${company.email}`} className="font-semibold text-link underline">
          {company.email}
        </a>
        .
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Volver al inicio
        </Link>
        <Link to="/blog" className={buttonClass('secondary')}>
          Leer el blog
        </Link>
      </div>
    </div>
  );
}

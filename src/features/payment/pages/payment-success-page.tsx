import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingPayment } from '@/backend/port';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { Seo } from '@/components/seo/seo';
import { bookingHref } from '@/content/site-links';
import { clearBookingDraft } from '@/booking/model/booking-draft';
import { planInUse } from '@/booking/model/plan-in-use';
import { CARD_FAILURE_MESSAGES, isCardFailure, isRefundOwed } from '@/lib/payments/card-return';
import { OutcomeMessage } from '../components/outcome-message';
import { PaymentConfirmation } from '../components/payment-confirmation';
import type { PaymentOutcome } from '../components/payment-outcome';
import { useBookingPayment } from '../api/use-booking-payment';
import { usePaymentOutcome } from '../components/use-payment-outcome';

type Success = Extract<PaymentOutcome, { kind: 'success' }>;

/** What the database says of a paid booking, as the page's state. */
type PaidState =
  | 'pagado'
  | 'confirmada'
  | 'no_disponible'
  | 'por_devolver'
  | 'por_verificar'
  | 'confirmando'
  | 'sin_pago';

function paidState(state: BookingPayment): PaidState {
  const pago = state.pago;
  // Charged, but the charge did not confirm the booking: the firm owes it back.
  if (pago && isRefundOwed(pago))
    return pago.motivo === 'reserva_no_disponible' ? 'no_disponible' : 'por_devolver';
  if (pago?.estado === 'aprobado') return 'pagado';
  // Confirmed by the firm without a payment recorded here (arranged with the client).
  if (state.reservaEstado === 'confirmada' || state.reservaEstado === 'completada')
    return 'confirmada';
  if (pago?.estado === 'por_verificar') return 'por_verificar';
  if (pago?.metodo === 'tarjeta' && pago.estado === 'pendiente') return 'confirmando';
  return 'sin_pago';
}

function headingOf(outcome: PaymentOutcome, paid: PaidState | undefined): string {
  switch (outcome.kind) {
    case 'success':
      if (outcome.purchase.free) return 'Reserva Confirmada';
      if (paid === 'pagado')
        return outcome.booking?.urgent ? 'Solicitud de emergencia recibida' : 'Pago Exitoso';
      if (paid === 'confirmada') return 'Reserva Confirmada';
      if (paid === 'no_disponible')
        return 'Recibimos tu pago, pero la hora ya no estaba disponible';
      if (paid === 'por_devolver') return 'Recibimos tu pago, pero no confirmó tu reserva';
      if (paid === 'por_verificar') return 'Reserva recibida: pago por verificar';
      if (paid === 'confirmando') return 'Estamos confirmando tu pago';
      if (paid === 'sin_pago') return 'Tu reserva aún no está pagada';
      return 'Confirmación de pago';
    case 'cancelled':
      return 'El pago con tarjeta fue cancelado';
    case 'unknown-service':
      return 'No encontramos este servicio';
    case 'no-booking':
      return 'No encontramos una reserva reciente';
  }
}

function Loading() {
  return (
    <p role="status" className="py-10 text-center text-ink-muted">
      Cargando...
    </p>
  );
}

/** A paid booking: the page says 'Pago Exitoso' only when the database holds the payment. */
function PaidOutcome({ outcome }: { outcome: Success }) {
  const { status } = useAuth();
  const [search] = useSearchParams();
  const booking = outcome.booking;
  const state = useBookingPayment(booking?.reservaId, search.get('orden'));
  const paid = state.data ? paidState(state.data) : undefined;
  const heading = headingOf(outcome, paid);

  if (status === 'unavailable' || state.isError) {
    return (
      <OutcomeMessage
        heading="No pudimos revisar tu pago"
        action={{ to: '/pago', label: 'Ir al pago' }}
      >
        <p>Revisa tu conexión y vuelve a cargar la página. Si ya pagaste, no pagues de nuevo.</p>
      </OutcomeMessage>
    );
  }
  if (!state.data || !paid) return <Loading />;
  if (paid === 'confirmando') {
    return (
      <OutcomeMessage heading={heading}>
        <p role="status">
          Webpay está confirmando el pago. Esta página se actualiza sola: no cierres ni pagues de
          nuevo.
        </p>
      </OutcomeMessage>
    );
  }
  if (paid === 'no_disponible' || paid === 'por_devolver') {
    const motivo = state.data.pago?.motivo;
    return (
      <OutcomeMessage heading={heading}>
        <p role="alert">
          {CARD_FAILURE_MESSAGES[isCardFailure(motivo) ? motivo : 'reserva_no_disponible']}
        </p>
      </OutcomeMessage>
    );
  }
  if (paid === 'sin_pago') {
    return (
      <OutcomeMessage heading={heading} action={{ to: '/pago', label: 'Ir al pago' }}>
        <p>No hemos recibido el pago de esta reserva.</p>
      </OutcomeMessage>
    );
  }
  return (
    <PaymentConfirmation
      heading={heading}
      purchase={outcome.purchase}
      booking={booking}
      payment={state.data}
    />
  );
}

function OutcomeView({ outcome, bookAgain }: { outcome: PaymentOutcome; bookAgain: string }) {
  const heading = headingOf(outcome, undefined);
  switch (outcome.kind) {
    case 'success':
      return outcome.purchase.free ? (
        <PaymentConfirmation
          heading={heading}
          purchase={outcome.purchase}
          booking={outcome.booking}
        />
      ) : (
        <DataProviders>
          <PaidOutcome outcome={outcome} />
        </DataProviders>
      );
    case 'cancelled':
      return (
        <OutcomeMessage heading={heading} action={{ to: '/pago', label: 'Volver al pago' }}>
          <p>No se realizó ningún cargo a tu tarjeta.</p>
          <p>Puedes intentarlo de nuevo o elegir otro medio de pago.</p>
        </OutcomeMessage>
      );
    case 'unknown-service':
      return (
        <OutcomeMessage heading={heading} action={{ to: '/servicios', label: 'Ver servicios' }}>
          <p>El enlace no corresponde a ninguno de nuestros servicios.</p>
        </OutcomeMessage>
      );
    case 'no-booking':
      return (
        <OutcomeMessage heading={heading} action={{ to: bookAgain, label: 'Agendar una consulta' }}>
          <p>No hay una reserva reciente en este navegador.</p>
          <p>Si ya pagaste, revisa tu correo: ahí te enviaremos la confirmación.</p>
        </OutcomeMessage>
      );
  }
}

/**
 * /payment-success, /payment-success/:serviceId and the card payment's landing
 * (?method=transbank&orden=): the end of a booking. What it says of the money comes from the
 * database: 'Pago Exitoso' and 'Monto pagado' only for a payment that is approved; a transfer
 * being verified reads as a received booking. The stored booking is kept, so a reload shows the
 * same page; the wizard's draft, which holds the client's personal data, is removed.
 */
export default function PaymentSuccessPage() {
  const outcome = usePaymentOutcome();
  // Read once, before the draft is removed below.
  const [bookAgain] = useState(() => bookingHref(planInUse()));
  useEffect(() => {
    clearBookingDraft();
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Seo
        title="Confirmación de tu reserva"
        description="Confirmación de tu reserva y pago en Punto Legal."
        path="/payment-success"
        noindex
      />
      {outcome ? <OutcomeView outcome={outcome} bookAgain={bookAgain} /> : <Loading />}
    </section>
  );
}

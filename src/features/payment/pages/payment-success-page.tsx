import { useEffect, useState } from 'react';
import { Seo } from '@/components/seo/seo';
import { bookingHref } from '@/content/site-links';
import { clearBookingDraft } from '@/lib/booking/booking-draft';
import { planInUse } from '@/lib/booking/plan-in-use';
import { OutcomeMessage } from '../components/outcome-message';
import { PaymentConfirmation } from '../components/payment-confirmation';
import type { PaymentOutcome } from '../components/payment-outcome';
import { usePaymentOutcome } from '../components/use-payment-outcome';

function headingOf(outcome: PaymentOutcome): string {
  switch (outcome.kind) {
    case 'success':
      if (outcome.booking?.urgent) return 'Solicitud de emergencia recibida';
      return outcome.purchase.free ? 'Reserva Confirmada' : 'Pago Exitoso';
    case 'cancelled':
      return 'El pago con tarjeta fue cancelado';
    case 'unknown-service':
      return 'No encontramos este servicio';
    case 'no-booking':
      return 'No encontramos una reserva reciente';
  }
}

interface OutcomeViewProps {
  outcome: PaymentOutcome;
  heading: string;
  /** Where 'Agendar una consulta' leads: the wizard, with the plan in use. */
  bookAgain: string;
}

function OutcomeView({ outcome, heading, bookAgain }: OutcomeViewProps) {
  switch (outcome.kind) {
    case 'success':
      return (
        <PaymentConfirmation
          heading={heading}
          purchase={outcome.purchase}
          booking={outcome.booking}
          viaCard={outcome.viaCard}
        />
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
 * /payment-success, /payment-success/:serviceId and Webpay's return (?method=transbank): the end
 * of a booking. The stored booking is kept, so a reload shows the same page; the wizard's draft,
 * which holds the client's personal data, is no longer needed and is removed.
 */
export default function PaymentSuccessPage() {
  const outcome = usePaymentOutcome();
  // Read once, before the draft is removed below.
  const [bookAgain] = useState(() => bookingHref(planInUse()));
  useEffect(() => {
    clearBookingDraft();
  }, []);
  const heading = outcome ? headingOf(outcome) : 'Confirmación de pago';

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <Seo
        title={heading}
        description="Confirmación de tu reserva y pago en Punto Legal."
        path="/payment-success"
        noindex
      />
      {outcome ? (
        <OutcomeView outcome={outcome} heading={heading} bookAgain={bookAgain} />
      ) : (
        <p role="status" className="py-10 text-center text-ink-muted">
          Cargando...
        </p>
      )}
    </section>
  );
}

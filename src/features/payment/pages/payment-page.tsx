import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { useNow } from '@/booking/ui/use-now';
import { DataProviders } from '@/components/auth/data-providers';
import { Seo } from '@/components/seo/seo';
import { getPlan, isPlanId, type PlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { planInUse } from '@/booking/model/plan-in-use';
import { URGENT_PATH } from '@/booking/model/urgent-promise';
import {
  readPaymentData,
  transbankPayment,
  writeTransbankPayment,
  type PaymentData,
} from '@/booking/model/payment-data';
import { CARD_FAILURE_MESSAGES, isCardFailure } from '@/lib/payments/card-return';
import { CardPayment } from '../components/pago/card-payment';
import { PaymentFaq } from '../components/pago/payment-faq';
import { PaymentMethods, type PaymentMethod } from '../components/pago/payment-methods';
import { PaymentStateNotice } from '../components/pago/payment-state-notice';
import { PaymentSummary } from '../components/pago/payment-summary';
import { TransferDeclaration } from '../components/pago/transfer-declaration';
import { TransferInstructions } from '../components/pago/transfer-instructions';
import { UrgentRequestNotice } from '../components/pago/urgent-request-notice';
import { useBookingPayment } from '../api/use-booking-payment';

/** How long the 'Procesando método de pago...' step lasts (spec: 1.5 s). */
export const PROCESSING_MS = 1500;
/** How long 'Cargando información de pago...' shows before sending the visitor to book. */
export const REDIRECT_MS = 800;

function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-line border-t-brand motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}

/** The booking's payment, once the database says it can still be paid. */
function PaymentContent({ payment, plan }: { payment: PaymentData; plan: PlanId }) {
  const [params, setParams] = useSearchParams();
  const { backend, status, retry } = useAuth();
  const now = useNow();
  const failure = params.get('pago');
  // Back from Webpay without a payment: its outcome is recorded before the state is read.
  const state = useBookingPayment(payment.reservaId, failure ? params.get('orden') : null);
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const price = getPlan(plan).price;
  const requested = params.get('metodo');
  const method: PaymentMethod | null =
    requested === 'transferencia' || requested === 'tarjeta' ? requested : null;
  const held = state.data?.expiraEn ? new Date(state.data.expiraEn) > now : false;
  const open =
    held &&
    state.data?.reservaEstado === 'pendiente' &&
    state.data.pago?.estado !== 'por_verificar' &&
    state.data.pago?.estado !== 'aprobado';

  function choose(next: PaymentMethod) {
    setProcessing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The spec's record of the card payment being prepared (transbankPayment).
      if (next === 'tarjeta') {
        writeTransbankPayment(transbankPayment(payment, price, window.location.origin, Date.now()));
      }
      setProcessing(false);
      setParams({ metodo: next }, { replace: true });
    }, PROCESSING_MS);
  }

  return (
    <>
      {failure && isCardFailure(failure) && (
        <p role="alert" className="rounded-xl border border-urgent bg-urgent-soft p-4 text-urgent">
          {CARD_FAILURE_MESSAGES[failure]}
        </p>
      )}
      {status === 'unavailable' && (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-urgent bg-urgent-soft p-4 text-urgent"
        >
          <p>No pudimos conectar con el sistema de reservas para revisar tu pago.</p>
          <button type="button" onClick={retry} className="underline">
            Reintentar
          </button>
        </div>
      )}
      {status === 'loading' && <Spinner label="Revisando el estado de tu pago..." />}
      {state.isPending && backend && <Spinner label="Revisando el estado de tu pago..." />}
      {state.isError && (
        <p role="alert" className="text-urgent">
          No pudimos revisar el estado de tu pago: {state.error.message}
        </p>
      )}
      {state.data && <PaymentStateNotice state={state.data} bookAgain={bookingHref(plan)} />}
      {open && (
        <>
          <PaymentMethods chosen={method} onChoose={choose} disabled={processing} />
          {processing && <Spinner label="Procesando método de pago..." />}
          {!processing && method === 'transferencia' && (
            <>
              <TransferInstructions
                service={getPlan(plan).name}
                price={price}
                reservaId={payment.reservaId}
                urgent={payment.urgente === true}
              />
              <TransferDeclaration reservaId={payment.reservaId} />
            </>
          )}
          {!processing && method === 'tarjeta' && (
            <CardPayment reservaId={payment.reservaId} price={price} />
          )}
        </>
      )}
    </>
  );
}

/** /pago: pay a booking held by the wizard. The method chosen is in the URL (?metodo=). */
export default function PaymentPage() {
  const navigate = useNavigate();
  // Read once: storage is validated (corrupt or tampered data reads as nothing) and never priced.
  const [payment] = useState(readPaymentData);
  const plan = payment && isPlanId(payment.plan) ? payment.plan : null;

  useEffect(() => {
    if (plan) return;
    const redirect = setTimeout(() => {
      void navigate(bookingHref(planInUse()), { replace: true });
    }, REDIRECT_MS);
    return () => {
      clearTimeout(redirect);
    };
  }, [plan, navigate]);

  if (!payment || !plan) return <Spinner label="Cargando información de pago..." />;

  return (
    <>
      <Seo
        title="Pago de tu consulta"
        description="Paga tu consulta legal por transferencia o con tarjeta."
        path="/pago"
        noindex
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <p>
          {payment.urgente ? (
            <Link to={URGENT_PATH} className="text-link">
              ← Volver a la consulta de emergencia
            </Link>
          ) : (
            <Link to={bookingHref(plan, 'pago')} className="text-link">
              ← Volver a la reserva
            </Link>
          )}
        </p>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Pago de tu consulta</h1>
        {payment.urgente && <UrgentRequestNotice payment={payment} />}
        <PaymentSummary plan={plan} payment={payment} />
        <DataProviders>
          <PaymentContent payment={payment} plan={plan} />
        </DataProviders>
        <PaymentFaq />
      </div>
    </>
  );
}

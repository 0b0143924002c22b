import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { getPlan, isPlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { planInUse } from '@/lib/booking/plan-in-use';
import { URGENT_PATH } from '@/lib/booking/urgent-promise';
import {
  readPaymentData,
  readTransbankPayment,
  transbankPayment,
  writeTransbankPayment,
  type TransbankPayment,
} from '@/lib/booking/payment-data';
import { CardPayment } from '../components/pago/card-payment';
import { PaymentFaq } from '../components/pago/payment-faq';
import { PaymentMethods, type PaymentMethod } from '../components/pago/payment-methods';
import { PaymentSummary } from '../components/pago/payment-summary';
import { TransferInstructions } from '../components/pago/transfer-instructions';
import { UrgentRequestNotice } from '../components/pago/urgent-request-notice';

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

/** /pago: pay a booking held by the wizard. The method chosen is in the URL (?metodo=). */
export default function PaymentPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Read once: storage is validated (corrupt or tampered data reads as nothing) and never priced.
  const [payment] = useState(readPaymentData);
  const plan = payment && isPlanId(payment.plan) ? payment.plan : null;
  const [processing, setProcessing] = useState(false);
  const [card, setCard] = useState<TransbankPayment | undefined>(readTransbankPayment);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

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

  const price = getPlan(plan).price;
  const requested = params.get('metodo');
  const method: PaymentMethod | null =
    requested === 'transferencia' || requested === 'tarjeta' ? requested : null;

  function choose(next: PaymentMethod) {
    if (!payment) return;
    setProcessing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next === 'tarjeta') {
        const record = transbankPayment(payment, price, window.location.origin, Date.now());
        writeTransbankPayment(record);
        setCard(record);
      }
      setProcessing(false);
      setParams({ metodo: next }, { replace: true });
    }, PROCESSING_MS);
  }

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
        <PaymentMethods chosen={method} onChoose={choose} disabled={processing} />
        {processing && <Spinner label="Procesando método de pago..." />}
        {!processing && method === 'transferencia' && (
          <TransferInstructions
            service={getPlan(plan).name}
            price={price}
            reservaId={payment.reservaId}
            urgent={payment.urgente === true}
          />
        )}
        {!processing && method === 'tarjeta' && card?.reservaId === payment.reservaId && (
          <CardPayment record={card} />
        )}
        <PaymentFaq />
      </div>
    </>
  );
}

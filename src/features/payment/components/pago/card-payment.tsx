import { useEffect, useRef, useState } from 'react';
import type { CardRedirect } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { formatClp } from '@/lib/format/clp';

interface CardPaymentProps {
  reservaId: string;
  price: number;
}

/** Transbank's integration environment: what the embedded demo pays with. */
function TestCardNote() {
  return (
    <div className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
      <p className="font-semibold">Modo de demostración: ambiente de integración de Transbank</p>
      <p>
        No se cobra dinero real. Usa la tarjeta de prueba VISA 4051 8856 0044 6623, CVV 123,
        cualquier fecha futura; si pide autenticación, RUT 11.111.111-1 y clave 123.
      </p>
    </div>
  );
}

/**
 * The card payment: the booking's price is charged through Webpay Plus (Transbank). The site asks
 * its webpay-create function for a transaction (the amount is the booking's, read by the server)
 * and sends the browser to Webpay's form with the token, as Transbank requires: a form post of
 * `token_ws`. Webpay then returns to the site, which confirms the booking only when the payment
 * is committed and approved.
 */
export function CardPayment({ reservaId, price }: CardPaymentProps) {
  const backend = useStartedBackend();
  const [redirect, setRedirect] = useState<CardRedirect | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (redirect) form.current?.submit();
  }, [redirect]);

  async function pay() {
    if (!backend) return;
    setBusy(true);
    setError(null);
    try {
      setRedirect(await backend.pagos.startCard(reservaId));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No se pudo iniciar el pago');
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="tarjeta-titulo"
      data-state="transbank-process"
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="tarjeta-titulo" className="text-lg font-semibold text-ink">
        Pago con tarjeta
      </h2>
      <p className="text-ink">
        Te llevaremos al sitio seguro de Webpay (Transbank) para pagar{' '}
        <strong>{formatClp(price)}</strong> con tarjeta de débito, crédito o prepago. No vemos ni
        guardamos los datos de tu tarjeta, y tu hora queda reservada mientras pagas.
      </p>
      {backend?.mode === 'embedded' && <TestCardNote />}
      {error && (
        <p role="alert" className="rounded-lg border border-urgent bg-urgent-soft p-3 text-urgent">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void pay()}
        disabled={!backend || busy}
        className={buttonClass('primary', 'w-full sm:w-auto')}
      >
        {busy ? 'Conectando con Webpay...' : `Pagar ${formatClp(price)} con Webpay`}
      </button>
      {redirect && (
        <form ref={form} method="post" action={redirect.url} className="hidden">
          <input type="hidden" name="token_ws" value={redirect.token} />
        </form>
      )}
    </section>
  );
}

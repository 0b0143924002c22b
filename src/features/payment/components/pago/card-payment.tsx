import { company, whatsappLink } from '@/content/company';
import type { TransbankPayment } from '@/lib/booking/payment-data';
import { formatClp } from '@/lib/format/clp';

/**
 * The 'transbank-process' state: the card payment is prepared (spec section 3's record) and the
 * order is shown. Charging a card needs Webpay's server-side API, which this site does not call
 * from the browser (its keys must stay secret): the firm sends the secure Webpay link.
 */
export function CardPayment({ record }: { record: TransbankPayment }) {
  const amount = Number(record.transbankData.amount);
  const message = `Hola, quiero pagar con tarjeta la orden ${record.transbankData.orderId} (${formatClp(amount)}).`;
  return (
    <section
      aria-labelledby="tarjeta-titulo"
      data-state="transbank-process"
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="tarjeta-titulo" className="text-lg font-semibold text-ink">
        Pago con tarjeta
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-ink-muted">Orden</dt>
        <dd className="font-mono text-ink">{record.transbankData.orderId}</dd>
        <dt className="text-ink-muted">Monto</dt>
        <dd className="text-ink">{formatClp(amount)}</dd>
      </dl>
      <p className="text-ink">
        Te enviaremos a <strong>{record.cliente.email}</strong> el enlace seguro de Webpay para
        pagar con Visa o Mastercard, dentro del horario de atención ({company.hours.label}). Tu hora
        queda reservada mientras tanto.
      </p>
      <a
        href={whatsappLink(message)}
        target="_blank"
        rel="noopener noreferrer"
        className="text-link underline"
      >
        ¿Lo necesitas antes? Pídelo por WhatsApp
      </a>
    </section>
  );
}

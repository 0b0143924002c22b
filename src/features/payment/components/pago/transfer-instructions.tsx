import { BankDetails } from '@/booking/ui/bank-details';
import { bankAccount } from '@/content/bank-account';
import { whatsappLink } from '@/content/company';
import { TRANSFER_VERIFY_HOURS } from '@/lib/payments/transfer-rules';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { formatClp } from '@/lib/format/clp';
import { reservationCode } from '@/booking/model/reservation-code';

interface TransferInstructionsProps {
  service: string;
  price: number;
  reservaId: string;
  /** An emergency request: the call does not wait for the payment to be verified. */
  urgent?: boolean;
}

/**
 * What to do after choosing transfer: the account, three steps, and other ways to send the
 * receipt (the form below records it; WhatsApp and e-mail reach the same people).
 */
export function TransferInstructions({
  service,
  price,
  reservaId,
  urgent = false,
}: TransferInstructionsProps) {
  const code = reservationCode(reservaId);
  const message = `Hola, envío el comprobante de transferencia de mi reserva ${code}: ${service}, ${formatClp(price)}.`;
  return (
    <section aria-labelledby="transferencia-titulo" className="space-y-4">
      <h2 id="transferencia-titulo" className="text-lg font-semibold text-ink">
        Datos para la transferencia
      </h2>
      <BankDetails className="rounded-xl border border-line bg-surface px-4 py-2" />
      <ol className="list-decimal space-y-2 pl-6 text-ink">
        <li>
          Transfiere exactamente <strong>{formatClp(price)}</strong> a la cuenta de arriba.
        </li>
        <li>
          Ingresa abajo el número de operación de tu comprobante. Tu código de reserva es{' '}
          <strong>{code}</strong>.
        </li>
        {urgent ? (
          <li>
            Verificamos el pago y te lo confirmamos por correo. La llamada no espera esa
            verificación: un abogado te llama en menos de {CALL_BACK_WITHIN} desde tu solicitud.
          </li>
        ) : (
          <li>
            Verificamos el pago y te confirmamos la hora por correo y WhatsApp. Si adjuntas el
            archivo del comprobante en el formulario de abajo, tu hora queda reservada{' '}
            {TRANSFER_VERIFY_HOURS} horas mientras lo verificamos; si no, solo hasta el plazo de
            pago de tu reserva.
          </li>
        )}
      </ol>
      <p className="text-sm text-ink-muted">
        ¿Prefieres enviarnos el comprobante directamente? Indica tu código {code}:
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={whatsappLink(message)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-lg bg-success px-5 py-2.5 font-semibold text-page no-underline"
        >
          Por WhatsApp
        </a>
        <a
          href={`mailto:${bankAccount.email}?subject=${encodeURIComponent(`Comprobante reserva ${code}`)}`}
          className="inline-flex items-center rounded-lg border border-line px-5 py-2.5 text-link"
        >
          Enviar por correo a {bankAccount.email}
        </a>
      </div>
    </section>
  );
}

import type { BookingPayment } from '@/backend/port';
import { bankAccount } from '@/content/bank-account';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { TRANSFER_VERIFY_HOURS } from '@/lib/payments/transfer-rules';

/**
 * What happens after a transfer is declared. The slot is kept the hours the firm needs to verify
 * it only once the receipt file arrived; with the operation number alone it is kept until the
 * booking's own hold ends, and the page says so (the end comes from the database).
 */
export function TransferNextSteps({ payment }: { payment: BookingPayment }) {
  const until = payment.expiraEn && formatChileInstant(payment.expiraEn);
  return (
    <div className="space-y-1 rounded-xl border border-line bg-surface-2 p-4 text-ink">
      <p className="font-semibold">Qué pasa ahora</p>
      {payment.pago?.tieneArchivo ? (
        <p>
          Verificamos tu transferencia dentro de {TRANSFER_VERIFY_HOURS} horas y te confirmamos la
          hora por correo y WhatsApp.
          {until && ` Mientras tanto, tu hora queda reservada hasta el ${until}.`}
        </p>
      ) : (
        <p>
          Verificamos tu transferencia y te confirmamos la hora por correo y WhatsApp.
          {until && ` Tu hora queda reservada hasta el ${until}.`} Como no recibimos el archivo del
          comprobante, no podemos guardarla las {TRANSFER_VERIFY_HOURS} horas de verificación: si no
          alcanzamos a verificar la transferencia antes, la hora se libera. Envíanos el comprobante
          a {bankAccount.email} con tu código de reserva para revisarlo cuanto antes.
        </p>
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import type { BookingPayment } from '@/backend/port';
import { useNow } from '@/booking/ui/use-now';
import { formatChileInstant } from '@/lib/format/chile-instant';
import { CARD_FAILURE_MESSAGES, isCardFailure, isRefundOwed } from '@/lib/payments/card-return';
import { TRANSFER_VERIFY_HOURS } from '@/lib/payments/transfer-rules';

/**
 * What the database says of the booking's payment, above the choice of method: already paid, a
 * transfer being verified, the hold that ended, or until when the slot is held.
 */
export function PaymentStateNotice({
  state,
  bookAgain,
}: {
  state: BookingPayment;
  bookAgain: string;
}) {
  const now = useNow();
  const pago = state.pago;
  // Charged, but the charge did not confirm the booking: the firm owes a refund.
  if (pago && isRefundOwed(pago) && isCardFailure(pago.motivo)) {
    return (
      <p role="alert" className="rounded-xl border border-urgent bg-urgent-soft p-4 text-urgent">
        {CARD_FAILURE_MESSAGES[pago.motivo]}
      </p>
    );
  }
  if (pago?.estado === 'aprobado' || state.reservaEstado === 'confirmada') {
    return (
      <div role="status" className="rounded-xl border border-success bg-surface p-4 text-ink">
        <p className="font-semibold">
          {pago?.estado === 'aprobado'
            ? 'Esta reserva ya está pagada y confirmada.'
            : 'Esta reserva ya está confirmada.'}
        </p>
        <Link to="/payment-success" className="text-link underline">
          Ver la confirmación
        </Link>
      </div>
    );
  }
  if (pago?.estado === 'por_verificar') {
    return (
      <div role="status" className="rounded-xl border border-line bg-surface p-4 text-ink">
        <p className="font-semibold">
          Recibimos tu comprobante N° {pago.numeroComprobante}: estamos verificando la
          transferencia.
        </p>
        {state.expiraEn && (
          <p>Tu hora queda reservada hasta el {formatChileInstant(state.expiraEn)}.</p>
        )}
        {!pago.tieneArchivo && (
          <p>
            Sin el archivo del comprobante no podemos guardarla las {TRANSFER_VERIFY_HOURS} horas de
            verificación: si no alcanzamos a verificar la transferencia antes de esa hora, la hora
            se libera.
          </p>
        )}
      </div>
    );
  }
  const until = state.expiraEn;
  if (state.reservaEstado !== 'pendiente' || !until || new Date(until).getTime() <= now.getTime()) {
    return (
      <div role="alert" className="rounded-xl border border-urgent bg-urgent-soft p-4 text-urgent">
        <p className="font-semibold">
          El plazo para pagar esta reserva terminó y la hora se liberó.
        </p>
        <Link to={bookAgain} className="underline">
          Agenda una nueva hora
        </Link>
      </div>
    );
  }
  return (
    <p className="rounded-xl border border-line bg-surface p-4 text-ink">
      Tu hora queda reservada hasta el <strong>{formatChileInstant(until)}</strong>. Paga antes de
      esa hora para confirmarla.
    </p>
  );
}

import { useId } from 'react';
import type { StaffPayment } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { formatClp } from '@/lib/format/clp';
import { reservationCode } from '@/booking/model/reservation-code';
import { isRefundable } from '@/lib/payments/payment-labels';
import { usePaymentReceipt } from '../../api/use-payment-receipt';
import { RECEIPT_MISSING, showReceipt } from './open-receipt';
import type { PaymentAction } from './payment-action-dialog';
import { PaymentBadge } from './payment-badge';
import { PaymentDetails } from './payment-details';

const SMALL = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

interface PaymentRowProps {
  payment: StaffPayment;
  /** Admins alone refund card payments. */
  isAdmin: boolean;
  now: Date;
  onAction: (action: PaymentAction) => void;
}

/** One payment: who, for what booking, how it was paid and what staff can do with it. */
export function PaymentRow({ payment, isAdmin, now, onAction }: PaymentRowProps) {
  const headingId = useId();
  const code = reservationCode(payment.reservaId);
  const toVerify = payment.metodo === 'transferencia' && payment.estado === 'por_verificar';
  const refundable = isAdmin && isRefundable(payment, payment.reserva.estado);
  const hasReceipt = payment.metodo === 'transferencia' && payment.tieneArchivo;
  // A failure to fetch it is shown by the page's toaster, from the hook's meta.
  const receipt = usePaymentReceipt(payment.id, {
    onSuccess: (blob) => {
      if (blob) showReceipt(blob, payment);
      else showMessage('error', RECEIPT_MISSING);
    },
  });
  const which = `de la reserva ${code} de ${payment.reserva.nombre}`;

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            Reserva <span className="font-mono">{code}</span> · {payment.reserva.nombre}
          </h3>
          <p className="text-sm break-all text-ink-muted">{payment.reserva.email}</p>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-semibold text-ink">{formatClp(payment.monto)}</span>
          <PaymentBadge estado={payment.estado} />
        </div>
      </div>
      <PaymentDetails payment={payment} now={now} />
      {(toVerify || refundable || hasReceipt) && (
        <div
          role="group"
          aria-label={`Acciones del pago ${which}`}
          className="flex flex-wrap gap-2"
        >
          {hasReceipt && (
            <button
              type="button"
              disabled={receipt.isPending}
              aria-label={`Ver comprobante ${which}`}
              onClick={() => {
                receipt.mutate();
              }}
              className={buttonClass('secondary', SMALL)}
            >
              {receipt.isPending ? 'Abriendo...' : 'Ver comprobante'}
            </button>
          )}
          {toVerify && (
            <>
              <button
                type="button"
                aria-label={`Verificar pago ${which}`}
                onClick={() => {
                  onAction({ kind: 'verificar', payment });
                }}
                className={buttonClass('primary', SMALL)}
              >
                Verificar pago
              </button>
              <button
                type="button"
                aria-label={`Rechazar pago ${which}`}
                onClick={() => {
                  onAction({ kind: 'rechazar', payment });
                }}
                className={buttonClass('secondary', SMALL)}
              >
                Rechazar
              </button>
            </>
          )}
          {refundable && (
            <button
              type="button"
              aria-label={`Reembolsar pago ${which}`}
              onClick={() => {
                onAction({ kind: 'reembolsar', payment });
              }}
              className={buttonClass('urgent', SMALL)}
            >
              Reembolsar
            </button>
          )}
        </div>
      )}
    </article>
  );
}

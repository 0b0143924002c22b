import type { StaffPayment } from '@/backend/port';
import { formatClp } from '@/lib/format/clp';
import { formatWeekdayDate } from '@/lib/format/dates';
import { reservationCode } from '@/booking/model/reservation-code';
import { maskedCard } from '@/lib/payments/payment-labels';
import { useRefundPayment } from '../../api/use-refund-payment';
import { useVerifyPayment } from '../../api/use-verify-payment';
import { ConfirmDialog } from './confirm-dialog';
import { RejectDialog } from './reject-dialog';

export type PaymentActionKind = 'verificar' | 'rechazar' | 'reembolsar';

export interface PaymentAction {
  kind: PaymentActionKind;
  payment: StaffPayment;
}

/** What the tab announces once an action went through. */
export const ACTION_DONE: Record<PaymentActionKind, string> = {
  verificar: 'Pago verificado: la reserva quedó confirmada',
  rechazar: 'Pago rechazado: el cliente verá el motivo',
  reembolsar: 'Pago reembolsado: Webpay aceptó la devolución',
};

interface PaymentActionDialogProps {
  action: PaymentAction;
  onDone: (message: string) => void;
  onClose: () => void;
}

/** The dialog of the action staff chose on a payment. */
export function PaymentActionDialog({ action, onDone, onClose }: PaymentActionDialogProps) {
  const { kind, payment } = action;
  // Both exist on every render (hooks cannot be conditional); only the chosen one runs.
  const verify = useVerifyPayment(payment.id);
  const refund = useRefundPayment(payment.id);
  const done = () => {
    onDone(ACTION_DONE[kind]);
  };
  const amount = <strong>{formatClp(payment.monto)}</strong>;
  const booking = (
    <>
      la reserva <span className="font-mono">{reservationCode(payment.reservaId)}</span> (
      {payment.reserva.servicio}, {formatWeekdayDate(payment.reserva.fecha)} a las{' '}
      {payment.reserva.hora})
    </>
  );

  if (kind === 'rechazar')
    return <RejectDialog payment={payment} onDone={done} onClose={onClose} />;
  if (kind === 'verificar')
    return (
      <ConfirmDialog
        title="Verificar transferencia"
        confirmLabel="Verificar pago"
        busyLabel="Verificando..."
        variant="primary"
        fallbackError="No se pudo verificar el pago. Inténtalo de nuevo."
        run={verify}
        onDone={done}
        onClose={onClose}
      >
        <p>
          Confirma que llegó la transferencia de {amount} de {payment.reserva.nombre}
          {payment.numeroComprobante && ` (comprobante N° ${payment.numeroComprobante})`}.
        </p>
        <p>Al verificarla, {booking} quedará confirmada.</p>
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      title="Reembolsar pago con tarjeta"
      confirmLabel={`Reembolsar ${formatClp(payment.monto)}`}
      busyLabel="Reembolsando..."
      variant="urgent"
      fallbackError="No se pudo reembolsar el pago. Inténtalo de nuevo."
      run={refund}
      onDone={done}
      onClose={onClose}
    >
      <p>
        Se devolverán {amount} a la tarjeta
        {payment.ultimosDigitos && ` ${maskedCard(payment.ultimosDigitos)}`} de{' '}
        {payment.reserva.nombre}
        {payment.ordenCompra && ` (orden ${payment.ordenCompra})`}, pagados por {booking}.
      </p>
      <p>Webpay hace la devolución; no se puede deshacer.</p>
    </ConfirmDialog>
  );
}

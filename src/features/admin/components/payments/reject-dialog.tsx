import { useState } from 'react';
import type { StaffPayment } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { formatClp } from '@/lib/format/clp';
import { reservationCode } from '@/booking/model/reservation-code';
import { closeDialog, PaymentDialog } from './payment-dialog';
import { useRejectPayment } from '../../api/use-reject-payment';
import { actionErrorMessage } from './action-error';

/** The SQL rule: the reason the client reads has 5 to 300 characters. */
export const REASON_MIN = 5;
export const REASON_MAX = 300;
export const REASON_ERROR = `Escribe el motivo del rechazo, entre ${String(REASON_MIN)} y ${String(REASON_MAX)} caracteres.`;
const FALLBACK = 'No se pudo rechazar el pago. Inténtalo de nuevo.';

interface RejectDialogProps {
  payment: StaffPayment;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Rejects a declared transfer with the reason the client will read. The reason is required; when
 * the server refuses, its message shows and what was typed stays.
 */
export function RejectDialog({ payment, onDone, onClose }: RejectDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const reject = useRejectPayment(payment.id);
  const length = motivo.trim().length;
  const valid = length >= REASON_MIN && length <= REASON_MAX;

  return (
    <PaymentDialog title="Rechazar transferencia" busy={reject.isPending} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (!valid) {
            setInvalid(true);
            form.querySelector('textarea')?.focus();
            return;
          }
          reject.mutate(motivo.trim(), {
            onSuccess: () => {
              onDone();
              closeDialog(form);
            },
          });
        }}
        className="space-y-4"
      >
        <p>
          Transferencia de <strong>{formatClp(payment.monto)}</strong> de {payment.reserva.nombre}{' '}
          (reserva <span className="font-mono">{reservationCode(payment.reservaId)}</span>
          {payment.numeroComprobante && `, comprobante N° ${payment.numeroComprobante}`}). El
          cliente leerá el motivo y podrá pagar de nuevo mientras su reserva siga vigente.
        </p>
        <TextAreaField
          label="Motivo del rechazo"
          required
          data-autofocus
          rows={4}
          maxLength={REASON_MAX}
          value={motivo}
          error={invalid && !valid ? REASON_ERROR : undefined}
          hint={`${String(length)} de ${String(REASON_MAX)} caracteres`}
          onChange={(event) => {
            setMotivo(event.target.value);
          }}
        />
        {reject.isError && (
          <p role="alert" className="rounded-lg border border-urgent p-3 font-medium text-urgent">
            {actionErrorMessage(reject.error, FALLBACK)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            disabled={reject.isPending}
            onClick={(event) => {
              closeDialog(event.currentTarget);
            }}
            className={buttonClass('secondary', 'disabled:opacity-60')}
          >
            Volver
          </button>
          <button
            type="submit"
            disabled={reject.isPending}
            className={buttonClass('urgent', 'disabled:cursor-not-allowed disabled:opacity-60')}
          >
            {reject.isPending ? 'Rechazando...' : 'Rechazar pago'}
          </button>
        </div>
      </form>
    </PaymentDialog>
  );
}

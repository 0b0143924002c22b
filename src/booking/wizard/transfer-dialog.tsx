import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { formatClp } from '@/lib/format/clp';
import { BankDetails } from '@/booking/ui/bank-details';
import { BankCard } from './bank-card';

interface TransferDialogProps {
  open: boolean;
  amount: number;
  /** The booking's code, for the transfer's comment and the receipt. */
  code: string;
  onClose: () => void;
  onSendReceipt: () => void;
}

/**
 * The bank-transfer modal: a native <dialog>, so focus stays inside and Escape closes it; a
 * click on the backdrop or the close button closes it too. 'Enviar Comprobante' goes on to /pago.
 */
export function TransferDialog({
  open,
  amount,
  code,
  onClose,
  onSendReceipt,
}: TransferDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // Escape is the dialog's own (native); the click handler only adds "click outside to close".
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby="transferencia-titulo"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-page p-0 text-ink backdrop:bg-black/60"
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id="transferencia-titulo" className="text-xl font-semibold">
            Transferencia bancaria
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Cerrar"
            className="rounded-md px-2 text-2xl leading-none text-ink-muted hover:bg-surface-2"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p>
          Transfiere <strong>{formatClp(amount)}</strong> sin comisión a esta cuenta y envíanos el
          comprobante. En el comentario de la transferencia indica tu código de reserva{' '}
          <strong className="font-mono">{code}</strong>.
        </p>
        {/* The flip card needs a pointer that hovers; on a touch screen the data shows as is. */}
        <div className="hidden pointer-fine:block">
          <BankCard />
        </div>
        <BankDetails className="rounded-xl border border-line bg-surface px-4 py-2 pointer-fine:hidden" />
        <button type="button" onClick={onSendReceipt} className={buttonClass('primary', 'w-full')}>
          Enviar Comprobante
        </button>
      </div>
    </dialog>
  );
}

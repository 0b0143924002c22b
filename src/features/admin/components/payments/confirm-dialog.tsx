import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { closeDialog, PaymentDialog } from './payment-dialog';
import { actionErrorMessage } from './payment-queries';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in full (amount, client, booking). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  variant: ButtonVariant;
  action: () => Promise<void>;
  /** The message when the backend gives none of its own. */
  fallbackError: string;
  onDone: () => void;
  onClose: () => void;
  /** After the action, done or refused: refresh what it may have changed. */
  onSettled: () => unknown;
}

/**
 * Asks before an admin action that cannot be undone (a payment's verification or refund, a
 * retention run), runs it, and keeps the dialog open with the backend's message when it is
 * refused. The focus starts on 'Volver'.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  variant,
  action,
  fallbackError,
  onDone,
  onClose,
  onSettled,
}: ConfirmDialogProps) {
  const run = useMutation({ mutationFn: action, onSettled });
  return (
    <PaymentDialog title={title} busy={run.isPending} onClose={onClose}>
      <div className="space-y-2">{children}</div>
      {run.isError && (
        <p role="alert" className="rounded-lg border border-urgent p-3 font-medium text-urgent">
          {actionErrorMessage(run.error, fallbackError)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          data-autofocus
          disabled={run.isPending}
          onClick={(event) => {
            closeDialog(event.currentTarget);
          }}
          className={buttonClass('secondary', 'disabled:opacity-60')}
        >
          Volver
        </button>
        <button
          type="button"
          disabled={run.isPending}
          onClick={(event) => {
            const button = event.currentTarget;
            run.mutate(undefined, {
              onSuccess: () => {
                onDone();
                closeDialog(button);
              },
            });
          }}
          className={buttonClass(variant, 'disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {run.isPending ? busyLabel : confirmLabel}
        </button>
      </div>
    </PaymentDialog>
  );
}

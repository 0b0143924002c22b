import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { closeDialog, PaymentDialog } from './payment-dialog';
import { actionErrorMessage } from './action-error';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in full (amount, client, booking). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  variant: ButtonVariant;
  /**
   * The action, from the feature's api (which reads again what it may have changed, done or
   * refused). The dialog owning it is mounted per use, so a refusal does not outlive it.
   */
  run: UseMutationResult<unknown, Error, void>;
  /** The message when the backend gives none of its own. */
  fallbackError: string;
  onDone: () => void;
  onClose: () => void;
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
  run,
  fallbackError,
  onDone,
  onClose,
}: ConfirmDialogProps) {
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

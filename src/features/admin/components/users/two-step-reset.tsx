import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { useResetTwoStep } from '../../api/use-reset-two-step';

const SMALL = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

/** What the admin reads before removing another person's second step. */
export function resetConfirmation(name: string): string {
  return (
    `¿Quitar la verificación en dos pasos de ${name}? Hazlo solo después de confirmar su ` +
    'identidad por otro medio (por ejemplo, una llamada). Su cuenta quedará sin segundo paso y ' +
    'se cerrarán sus sesiones; la próxima vez que ingrese deberá activarla de nuevo.'
  );
}

/** The result, by how many factors the backend removed. */
export function resetDoneMessage(name: string, removed: number): string {
  return removed > 0
    ? `Se quitó la verificación en dos pasos de ${name} y se cerraron sus sesiones.`
    : `${name} no tenía la verificación en dos pasos activada.`;
}

interface TwoStepResetOptions {
  userId: string;
  name: string;
}

/**
 * An admin removes every second-step factor of another account (someone who lost the phone),
 * which also ends that person's sessions: first asked in the page, then run once confirmed.
 * The button opens and closes the question; when it closes (cancelled or done) the focus returns
 * to the button.
 */
export function useTwoStepReset({ userId, name }: TwoStepResetOptions) {
  const panelId = useId();
  const textId = useId();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);

  const reset = useResetTwoStep(userId, {
    // A failure is shown by the page's toaster, from the hook's meta.
    onSuccess: (removed) => {
      showMessage('exito', resetDoneMessage(name, removed));
    },
    onSettled: () => {
      closing.current = true;
      setConfirming(false);
    },
  });

  // The button is disabled while the removal runs: focus it once it is usable again.
  useEffect(() => {
    if (!confirming && !reset.isPending && closing.current) {
      closing.current = false;
      trigger.current?.focus();
    }
  }, [confirming, reset.isPending]);

  const button = (
    <button
      ref={trigger}
      type="button"
      disabled={reset.isPending}
      aria-label={`Quitar verificación en dos pasos de ${name}`}
      aria-expanded={confirming}
      aria-controls={panelId}
      onClick={() => {
        setConfirming((open) => !open);
      }}
      className={buttonClass('secondary', SMALL)}
    >
      Quitar verificación en dos pasos
    </button>
  );

  const confirmation = (
    <div id={panelId}>
      {confirming && (
        <div className="space-y-3 rounded-xl border border-urgent bg-urgent-soft p-4">
          <p id={textId} className="max-w-prose text-ink">
            {resetConfirmation(name)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={reset.isPending}
              aria-describedby={textId}
              onClick={() => {
                reset.mutate();
              }}
              className={buttonClass('urgent', SMALL)}
            >
              {reset.isPending ? 'Quitando...' : 'Sí, quitar la verificación'}
            </button>
            <button
              type="button"
              disabled={reset.isPending}
              onClick={() => {
                closing.current = true;
                setConfirming(false);
              }}
              className={buttonClass('secondary', SMALL)}
            >
              Volver
            </button>
          </div>
        </div>
      )}
    </div>
  );

  /** `confirmation` stays in the page (the button controls it); hide its place while closed. */
  return { button, confirmation, confirming };
}

import { useState } from 'react';
import { BUILD_BACKEND_MODE } from '@/backend/build-mode';
import { useStartedBackend, useWhenBackendStarted } from '@/components/auth/backend-context';
import { buttonClass } from '@/components/ui/button-styles';
import { confirmationReturn } from '../confirmation-link';
import { DemoLink } from './demo-link';
import { FormAlert } from './form-alert';

type Outcome =
  | { state: 'idle' | 'sending' }
  | { state: 'sent'; demoLink?: string }
  | { state: 'failed'; message: string };

/**
 * Sends the confirmation link of an account again (hosted), or shows a new one (embedded, where
 * nothing is e-mailed). The answer is the same whether or not the address has an account to
 * confirm, as Supabase Auth's is; a new link replaces the one before.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const backend = useStartedBackend();
  const whenStarted = useWhenBackendStarted();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const embedded = (backend?.mode ?? BUILD_BACKEND_MODE) === 'embedded';
  const resend = () => {
    setOutcome({ state: 'sending' });
    whenStarted()
      .then((started) => started.auth.resendConfirmation(email, confirmationReturn()))
      .then(
        ({ demoLink }) => setOutcome({ state: 'sent', demoLink }),
        (error: unknown) =>
          setOutcome({
            state: 'failed',
            message: error instanceof Error ? error.message : 'No se pudo enviar el enlace',
          }),
      );
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={outcome.state === 'sending'}
        onClick={resend}
        className={buttonClass('secondary', 'w-full')}
      >
        {outcome.state === 'sending'
          ? 'Enviando...'
          : embedded
            ? 'Mostrar el enlace de nuevo'
            : 'Reenviar el enlace'}
      </button>
      {outcome.state === 'failed' && <FormAlert message={outcome.message} />}
      {outcome.state === 'sent' &&
        (outcome.demoLink ? (
          <DemoLink href={outcome.demoLink} label="confirmar mi correo" />
        ) : (
          <FormAlert
            tone="success"
            message={
              embedded
                ? 'Este correo no tiene una cuenta por confirmar: si ya lo confirmaste, inicia sesión.'
                : `Si ${email} tiene una cuenta por confirmar, te enviamos un enlace nuevo. El anterior deja de servir.`
            }
          />
        ))}
    </div>
  );
}

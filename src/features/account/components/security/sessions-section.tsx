import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { INACTIVITY_MINUTES } from '@/lib/auth/session-rules';
import { SecurityAlert } from '@/components/auth/security-alert';
import { useSignOut } from '../../api/use-sign-out';

/**
 * Where the account is signed in: this device, the others, or all. Ending this session (alone or
 * with the rest) signs the person out, and the page's guard takes them to the sign-in; ending the
 * others leaves this page as it is, so it says what happened.
 */
export function SessionsSection() {
  const headingId = useId();
  const confirmId = useId();
  const globalButton = useRef<HTMLButtonElement>(null);
  const [confirmingGlobal, setConfirmingGlobal] = useState(false);
  const signOut = useSignOut({
    onSuccess: (_, scope) => {
      if (scope === 'others')
        showMessage('exito', 'Cerramos tus sesiones en los demás dispositivos');
    },
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        Sesiones
      </h3>
      <p className="text-ink">
        Por seguridad, la sesión se cierra tras {INACTIVITY_MINUTES} minutos sin actividad.
      </p>
      <SecurityAlert message={signOut.error?.message ?? null} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate('local')}
          className={buttonClass('secondary')}
        >
          Cerrar sesión en este dispositivo
        </button>
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate('others')}
          className={buttonClass('secondary')}
        >
          Cerrar sesión en los demás dispositivos
        </button>
        <button
          ref={globalButton}
          type="button"
          aria-expanded={confirmingGlobal}
          aria-controls={confirmId}
          disabled={signOut.isPending}
          onClick={() => setConfirmingGlobal((open) => !open)}
          className={buttonClass('secondary')}
        >
          Cerrar sesión en todos los dispositivos
        </button>
      </div>
      <div id={confirmId} hidden={!confirmingGlobal}>
        {confirmingGlobal && (
          <div className="space-y-3 rounded-xl border border-urgent bg-urgent-soft p-4">
            <p className="text-ink">
              Se cerrará tu sesión en todos los dispositivos, también en este. Tendrás que volver a
              ingresar en cada uno.
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate('global')}
                className={buttonClass('urgent')}
              >
                Sí, cerrar sesión en todos
              </button>
              <button
                type="button"
                onClick={() => {
                  setConfirmingGlobal(false);
                  globalButton.current?.focus();
                }}
                className={buttonClass('secondary')}
              >
                Volver
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import type { BackendPort } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { FormAlert } from './form-alert';

type OAuth = NonNullable<BackendPort['auth']['oauth']>;

/**
 * 'Continuar con Google' (hosted mode only): Google signs the person in and sends them back to
 * /auth with a one-time code (PKCE), which the page exchanges like any other link's code.
 */
export function GoogleSignIn({ oauth, next }: { oauth: OAuth; next: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const back = new URL('/auth', window.location.origin);
  if (next) back.searchParams.set('next', next);
  return (
    <div className="space-y-2">
      <FormAlert message={failure} />
      <button
        type="button"
        disabled={leaving}
        className={buttonClass('secondary', 'w-full')}
        onClick={() => {
          setFailure(null);
          setLeaving(true);
          oauth.signInWithGoogle(back.toString()).catch((error: unknown) => {
            setLeaving(false);
            setFailure(error instanceof Error ? error.message : 'No se pudo abrir Google');
          });
        }}
      >
        {leaving ? 'Abriendo Google...' : 'Continuar con Google'}
      </button>
      <p className="text-center text-xs text-ink-muted">o con tu correo y contraseña</p>
    </div>
  );
}

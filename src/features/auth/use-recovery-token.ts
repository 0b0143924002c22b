import { useEffect, useState } from 'react';
import type { BackendPort } from '@/backend/port';

/**
 * Follows a password-reset link (?token=...): signs the person in with it, once, then hands over
 * to the new-password form.
 */
export function useRecoveryToken(
  backend: BackendPort | null,
  token: string | null,
  onRecovered: () => void,
) {
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: Boolean(token),
    error: null,
  });
  useEffect(() => {
    if (!backend || !token) return;
    let active = true;
    backend.auth.recoverWithToken(token).then(
      () => {
        if (!active) return;
        setState({ pending: false, error: null });
        onRecovered();
      },
      (error: unknown) => {
        if (active)
          setState({
            pending: false,
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      active = false;
    };
    // The token is used once; a new onRecovered function on each render must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, token]);
  return state;
}

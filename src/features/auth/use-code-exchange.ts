import { useEffect, useState } from 'react';
import { useStartedBackend } from '@/components/auth/backend-context';

/**
 * Follows a link that brings a `code` (a password reset, an e-mail confirmation): signs the
 * person in with it, once, then lets the page carry on. It waits for the backend to start.
 */
export function useCodeExchange(code: string | null, onExchanged: () => void) {
  const backend = useStartedBackend();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: Boolean(code),
    error: null,
  });
  useEffect(() => {
    if (!backend || !code) return;
    let active = true;
    backend.auth.exchangeCode(code).then(
      () => {
        if (!active) return;
        setState({ pending: false, error: null });
        onExchanged();
      },
      (error: unknown) => {
        if (active) {
          setState({
            pending: false,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      active = false;
    };
    // A code is used once; a new onExchanged function on each render must not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, code]);
  return state;
}

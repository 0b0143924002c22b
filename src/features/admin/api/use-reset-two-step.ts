import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/**
 * Removes every second-step factor of another account, which also ends its sessions; resolves
 * with how many factors were removed. Nothing listed changes, so nothing is read again.
 */
export function useResetTwoStep(userId: string, callbacks: MutationCallbacks<number> = {}) {
  const backend = useBackend();
  return useMutation({
    ...callbacks,
    // A refusal in the backend's own Spanish words; anything else (a network fault) in ours.
    meta: { errorMessage: 'No se pudo quitar la verificación en dos pasos', ownMessage: 'backend' },
    mutationFn: () => backend.auth.mfa.resetFor(userId),
  });
}

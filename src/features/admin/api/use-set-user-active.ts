import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { patchProfile } from './use-profiles';
import { statisticsKey } from './use-statistics';

/** Activates or deactivates an account; the list shows it at once and the counters are re-read. */
export function useSetUserActive(userId: string, callbacks: MutationCallbacks<void, boolean> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'Error al actualizar el estado del usuario', ownMessage: 'ultimo_admin' },
    mutationFn: (active: boolean) => backend.profiles.setActive(userId, active),
    onSuccess: (result, active, ...rest) => {
      patchProfile(queryClient, userId, { isActive: active });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
      return callbacks.onSuccess?.(result, active, ...rest);
    },
  });
}

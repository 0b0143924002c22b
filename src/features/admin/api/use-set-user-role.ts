import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { patchProfile } from './use-profiles';
import { statisticsKey } from './use-statistics';

/** Changes an account's role; the list shows it at once and the counters are re-read. */
export function useSetUserRole(userId: string, callbacks: MutationCallbacks<void, Role> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'Error al cambiar el rol del usuario', ownMessage: 'ultimo_admin' },
    mutationFn: (role: Role) => backend.profiles.setRole(userId, role),
    onSuccess: (result, role, ...rest) => {
      patchProfile(queryClient, userId, { role });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
      return callbacks.onSuccess?.(result, role, ...rest);
    },
  });
}

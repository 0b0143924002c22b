import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from '@/components/agenda/agenda-keys';
import type { MutationCallbacks } from './mutation-callbacks';

/** Opens again a day the firm had closed (fecha YYYY-MM-DD). */
export function useRemoveClosedDay(callbacks: MutationCallbacks<void, string> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo abrir el día.', ownMessage: 'backend' },
    mutationFn: (fecha: string) => backend.agenda.removeClosedDay(fecha),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await invalidateAgenda(queryClient);
    },
  });
}

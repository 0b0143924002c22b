import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from './agenda-keys';
import type { AgendaCallbacks } from './mutation-callbacks';

/** Removes an absence; its days open again in the picker. */
export function useRemoveAbsence(callbacks: AgendaCallbacks<string> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo quitar la ausencia.', ownMessage: 'backend' },
    mutationFn: (id: string) => backend.agenda.removeAbsence(id),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await invalidateAgenda(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAbsence } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from './agenda-keys';
import type { AgendaCallbacks } from './mutation-callbacks';

/**
 * Records an absence (the admin for any lawyer, a lawyer for themselves: the database decides).
 * The screen's own success runs first, then the agenda and the picker are read again.
 */
export function useAddAbsence(callbacks: AgendaCallbacks<NewAbsence> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo registrar la ausencia.', ownMessage: 'backend' },
    mutationFn: (absence: NewAbsence) => backend.agenda.addAbsence(absence),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await invalidateAgenda(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosedDay } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from '@/components/agenda/agenda-keys';
import type { MutationCallbacks } from './mutation-callbacks';

/** Closes a day for the whole firm; its bookings appear among those to reassign. */
export function useAddClosedDay(callbacks: MutationCallbacks<void, ClosedDay> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo cerrar el día.', ownMessage: 'backend' },
    mutationFn: (day: ClosedDay) => backend.agenda.addClosedDay(day),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await invalidateAgenda(queryClient);
    },
  });
}

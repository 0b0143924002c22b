import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from '@/components/agenda/agenda-keys';
import type { MutationCallbacks } from './mutation-callbacks';
import { reservationSearchKeys } from './use-reservation-search';
import { statisticsKey } from './use-statistics';

export interface Reassignment {
  id: string;
  abogadoId: string;
}

/**
 * Gives a booking to another lawyer; the database refuses one who does not attend its area or is
 * not free then, with its own Spanish message.
 */
export function useReassign(callbacks: MutationCallbacks<unknown, Reassignment> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo reasignar la reserva.', ownMessage: 'backend' },
    mutationFn: ({ id, abogadoId }: Reassignment) => backend.reservas.reassign(id, abogadoId),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await Promise.all([
        invalidateAgenda(queryClient),
        queryClient.invalidateQueries({ queryKey: reservationSearchKeys.all }),
        queryClient.invalidateQueries({ queryKey: statisticsKey }),
      ]);
    },
  });
}

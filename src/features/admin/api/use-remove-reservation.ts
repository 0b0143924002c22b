import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { reservationSearchKeys } from './use-reservation-search';
import { statisticsKey } from './use-statistics';

/** Deletes a booking; the searched pages and the counters are read again. */
export function useRemoveReservation(
  reservationId: string,
  callbacks: MutationCallbacks<void> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'Error al eliminar la reserva' },
    mutationFn: () => backend.reservas.remove(reservationId),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: reservationSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
      return callbacks.onSuccess?.(...args);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationPage, ReservationStatus } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { reservationSearchKeys } from './use-reservation-search';
import { statisticsKey } from './use-statistics';

/** Moves a booking to another state; the searched pages and the counters are read again. */
export function useSetReservationStatus(
  reservationId: string,
  callbacks: MutationCallbacks<void, ReservationStatus> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'Error al actualizar la reserva', ownMessage: 'any' },
    mutationFn: (estado: ReservationStatus) => backend.reservas.setStatus(reservationId, estado),
    onSuccess: (result, estado, ...rest) => {
      // Show the new state at once; the refetch then applies the filters to it.
      queryClient.setQueriesData<ReservationPage>(
        { queryKey: reservationSearchKeys.all },
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((r) => (r.id === reservationId ? { ...r, estado } : r)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: reservationSearchKeys.all });
      void queryClient.invalidateQueries({ queryKey: statisticsKey });
      return callbacks.onSuccess?.(result, estado, ...rest);
    },
  });
}

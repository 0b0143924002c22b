import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReservationQuery } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

/** Every page of the staff's booking search starts with `all`, to refresh them at once. */
export const reservationSearchKeys = {
  all: ['reservas', 'busqueda'] as const,
  page: (query: ReservationQuery) => [...reservationSearchKeys.all, query] as const,
};

/** One page of the search; the previous page stays shown while the next one loads. */
export function useReservationSearch(query: ReservationQuery) {
  const backend = useBackend();
  return useQuery({
    queryKey: reservationSearchKeys.page(query),
    queryFn: () => backend.reservas.search(query),
    placeholderData: keepPreviousData,
  });
}

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { reservationSearchKeys } from './use-reservation-search';

/** Every payment query starts with `all`: one invalidation refreshes them all. */
export const paymentKeys = {
  all: ['pagos'] as const,
  staff: () => [...paymentKeys.all, 'personal'] as const,
};

/** Every payment staff may read (the latest 200), with what they need of its booking. */
export function usePayments() {
  const backend = useBackend();
  return useQuery({ queryKey: paymentKeys.staff(), queryFn: () => backend.pagos.list() });
}

/**
 * After a verification, a rejection, a refund or a sweep: the payments and the bookings they
 * confirm or free are read again (also after a refusal: someone else may have reviewed it). The
 * action stays pending until they are.
 */
export async function refreshPayments(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: reservationSearchKeys.all }),
  ]);
}

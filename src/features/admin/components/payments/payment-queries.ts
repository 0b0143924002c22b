import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { BackendError, type BackendPort } from '@/backend/port';
import { RESERVATION_SEARCH_KEY } from '../reservations/search-query';

/** Every payment query starts with this key: one invalidation refreshes them all. */
export const PAYMENTS_KEY = ['pagos'] as const;

/** Every payment staff may read (the latest 200), with what they need of its booking. */
export const paymentsQuery = (backend: BackendPort) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'personal'],
    queryFn: () => backend.pagos.list(),
  });

/**
 * After a verification, a rejection, a refund or a sweep: the payments and the bookings they
 * confirm or free are read again (also after a refusal: someone else may have reviewed it).
 */
export function useRefreshPayments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: RESERVATION_SEARCH_KEY }),
    ]);
  };
}

/** What to show of a failed action: the backend's own Spanish message, else the fallback. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof BackendError && error.message ? error.message : fallback;
}

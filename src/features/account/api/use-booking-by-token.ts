import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BookingSummary } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';

export const bookingByTokenKey = (token: string) => ['reserva-por-enlace', token];

/**
 * The booking behind a reschedule link's secret (reserva_por_token): no personal data, only the
 * time, the service, the lawyer and what the client may still change. Waits for the backend,
 * which this page starts on arrival. A wrong or erased link is not retried.
 */
export function useBookingByToken(token: string) {
  const backend = useStartedBackend();
  return useQuery({
    queryKey: bookingByTokenKey(token),
    queryFn: () => {
      if (!backend) throw new Error('Sin conexión');
      return backend.reservas.byToken(token);
    },
    enabled: backend !== null,
    retry: false,
  });
}

/** Puts the booking a move returned in place: the page shows the new time at once. */
export function useReplaceBookingByToken(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (summary: BookingSummary) => {
      queryClient.setQueryData(bookingByTokenKey(token), summary);
    },
    [queryClient, token],
  );
}

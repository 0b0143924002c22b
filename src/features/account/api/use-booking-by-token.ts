import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BookingSummary } from '@/backend/port';
import { useStartedBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

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

/**
 * Cancels the booking behind the link (cancelar_reserva_por_token); the page then shows it
 * cancelled, as the database answered it.
 */
export function useCancelBookingByToken(
  token: string,
  { onSuccess, onError }: MutationCallbacks<BookingSummary> = {},
) {
  const backend = useStartedBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (!backend) throw new Error('Sin conexión');
      return backend.reservas.cancelByToken(token);
    },
    onSuccess: (summary) => {
      queryClient.setQueryData(bookingByTokenKey(token), summary);
      onSuccess?.(summary, undefined);
    },
    onError: (error) => onError?.(error),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { replaceMyReservation } from './use-my-reservations';

/** The signed-in client cancels one of their bookings; the list shows it cancelled at once. */
export function useCancelReservation(
  userId: string,
  { onSuccess, onError }: MutationCallbacks<Reservation, string> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.reservas.cancel(id),
    onSuccess: (updated, id) => {
      replaceMyReservation(queryClient, userId, updated);
      onSuccess?.(updated, id);
    },
    onError: (error) => onError?.(error),
  });
}

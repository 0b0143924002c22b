import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { replaceMyReservation } from './use-my-reservations';

/**
 * The owner withdraws the authorisation for a booking's sensitive data; the database erases the
 * description, and the list shows the booking without it at once.
 */
export function useWithdrawSensitiveConsent(
  userId: string,
  reservaId: string,
  { onSuccess }: MutationCallbacks<Reservation> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backend.reservas.withdrawSensitiveConsent(reservaId),
    onSuccess: (updated) => {
      replaceMyReservation(queryClient, userId, updated);
      onSuccess?.(updated, undefined);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationStatus } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { deskKeys } from './desk-keys';

/** Changes a booking's status, then refreshes the lists and the detail. */
export function useSetStatus() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Error al actualizar la reserva', ownMessage: 'any' },
    mutationFn: ({ id, estado }: { id: string; estado: ReservationStatus }) =>
      backend.reservas.setStatus(id, estado),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

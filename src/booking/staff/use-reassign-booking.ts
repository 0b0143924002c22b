import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { occupiedSlotsKey } from '@/booking/ui/use-occupied-slots';
import { notifyMoveInBackground, REASSIGN_NOTICES } from './move-notices';
import { useRefresh, type MoveHookOptions } from './move-refresh';

/** reasignar_reserva, then the 'reagendada_abogado' notice to the lawyer who takes it. */
// Used inside a modal dialog, which shows a refusal itself (the page's toaster is behind it).
export function useReassignBooking({ id, refreshKeys, onSuccess }: MoveHookOptions) {
  const backend = useBackend();
  const refresh = useRefresh(refreshKeys);
  return useMutation({
    mutationFn: (abogadoId: string) => backend.reservas.reassign(id, abogadoId),
    onSuccess: async () => {
      notifyMoveInBackground(backend, id, REASSIGN_NOTICES);
      await refresh([occupiedSlotsKey]);
      onSuccess?.();
    },
  });
}

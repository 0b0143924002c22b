import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { bookingCalendarKey } from '@/booking/ui/use-booking-calendar';
import { occupiedSlotsKey } from '@/booking/ui/use-occupied-slots';
import { notifyMoveInBackground, RESCHEDULE_NOTICES } from './move-notices';
import { useRefresh, type MoveHookOptions } from './move-refresh';

/** reagendar_reserva as staff, then the 'reagendada' notices to the client and the lawyer. */
// Used inside a modal dialog, which shows a refusal itself (the page's toaster is behind it).
export function useRescheduleBooking({ id, refreshKeys, onSuccess }: MoveHookOptions) {
  const backend = useBackend();
  const refresh = useRefresh(refreshKeys);
  return useMutation({
    mutationFn: ({ fecha, hora }: { fecha: string; hora: string }) =>
      backend.reservas.reschedule({ id, fecha, hora }),
    onSuccess: async () => {
      notifyMoveInBackground(backend, id, RESCHEDULE_NOTICES);
      await refresh([occupiedSlotsKey, bookingCalendarKey]);
      onSuccess?.();
    },
  });
}

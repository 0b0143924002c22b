import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { notificationKeys } from './use-notification-log';

/**
 * Every notice of one booking, on both channels, oldest first. Under the panel's key, so a
 * resend or a reminder run refreshes it; read again every minute while open, as the schedule
 * sends and retries each minute.
 */
export function useBookingNotices(reservaId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: notificationKeys.ofReservation(reservaId),
    queryFn: () => backend.notificaciones.ofReservation(reservaId),
    refetchInterval: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { notificationKeys } from './use-notification-log';

/** What a resend would send again: failed under 3 attempts, and notices left pending. */
export function useFailedNotifications() {
  const backend = useBackend();
  return useQuery({
    queryKey: notificationKeys.failed(),
    queryFn: () => backend.notificaciones.failed(),
  });
}

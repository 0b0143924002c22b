import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/** How many entries of the log the dashboard shows, newest first. */
export const LOG_LIMIT = 20;

/** Every query of the notification panel starts with `all`, so one invalidation refreshes them. */
export const notificationKeys = {
  all: ['notificaciones'] as const,
  log: (limit: number) => [...notificationKeys.all, 'registro', limit] as const,
  failed: () => [...notificationKeys.all, 'fallidas'] as const,
  webhook: () => [...notificationKeys.all, 'webhook'] as const,
  ofReservation: (reservaId: string) => [...notificationKeys.all, 'reserva', reservaId] as const,
};

export function useNotificationLog() {
  const backend = useBackend();
  return useQuery({
    queryKey: notificationKeys.log(LOG_LIMIT),
    queryFn: () => backend.notificaciones.list(LOG_LIMIT),
  });
}

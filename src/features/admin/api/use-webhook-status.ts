import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { notificationKeys } from './use-notification-log';

/** The webhook as the server has it (masked) and the company data every payload carries. */
export function useWebhookStatus() {
  const backend = useBackend();
  return useQuery({
    queryKey: notificationKeys.webhook(),
    queryFn: () => backend.notificaciones.webhookStatus(),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './use-notification-log';
import { statisticsKey } from './use-statistics';

/**
 * After a notification action (reminders, resends, a test, the diagnostics): the counters and
 * every list of the panel are read again, whatever the action's outcome.
 */
export function useRefreshNotifications(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: statisticsKey }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
  };
}

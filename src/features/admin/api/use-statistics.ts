import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/** The counters of estadisticas(): the stat cards and the notification dashboard share them. */
export const statisticsKey = ['estadisticas'] as const;

export function useStatistics() {
  const backend = useBackend();
  return useQuery({ queryKey: statisticsKey, queryFn: () => backend.statistics() });
}

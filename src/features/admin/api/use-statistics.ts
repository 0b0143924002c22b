import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

/** The counters of estadisticas(): the stat cards and the notification dashboard share them. */
export const statisticsKey = ['estadisticas'] as const;

export const statisticsQuery = (backend: BackendPort) =>
  queryOptions({ queryKey: statisticsKey, queryFn: () => backend.statistics() });

export const useStatistics = () => useQuery(statisticsQuery(useBackend()));

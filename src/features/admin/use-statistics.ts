import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';

export const statisticsQuery = (backend: BackendPort) =>
  queryOptions({ queryKey: ['estadisticas'], queryFn: () => backend.statistics() });

export const useStatistics = (backend: BackendPort) => useQuery(statisticsQuery(backend));

import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';
import type { RightsRequestStatus } from '@/backend/rights-requests-port';

/** Every rights-request query starts with this key: one invalidation refreshes them all. */
export const RIGHTS_REQUESTS_KEY = ['solicitudes-derechos'] as const;

/** The requests, the nearest due date first (ordered by the database), optionally of one status. */
export const rightsRequestsQuery = (backend: BackendPort, estado: RightsRequestStatus | null) =>
  queryOptions({
    queryKey: [...RIGHTS_REQUESTS_KEY, 'lista', estado ?? 'todas'],
    queryFn: () => backend.solicitudes.admin.list(estado ?? undefined),
  });

export const rightsRequestQuery = (backend: BackendPort, id: string) =>
  queryOptions({
    queryKey: [...RIGHTS_REQUESTS_KEY, 'una', id],
    queryFn: () => backend.solicitudes.admin.get(id),
  });

export function useRefreshRightsRequests(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RIGHTS_REQUESTS_KEY });
}

import { useQuery } from '@tanstack/react-query';
import type { RightsRequestStatus } from '@/backend/rights-requests-port';
import { useBackend } from '@/components/auth/backend-context';

/** Every rights-request query starts with `all`: one invalidation refreshes them all. */
export const rightsRequestKeys = {
  all: ['solicitudes-derechos'] as const,
  list: (estado: RightsRequestStatus | null) =>
    [...rightsRequestKeys.all, 'lista', estado ?? 'todas'] as const,
  detail: (id: string) => [...rightsRequestKeys.all, 'una', id] as const,
};

/** The requests, the nearest due date first (ordered by the database), optionally of one status. */
export function useRightsRequests(estado: RightsRequestStatus | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: rightsRequestKeys.list(estado),
    queryFn: () => backend.solicitudes.admin.list(estado ?? undefined),
  });
}

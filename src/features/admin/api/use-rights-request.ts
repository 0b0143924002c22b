import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { rightsRequestKeys } from './use-rights-requests';

/** One request in full, as an admin handles it. */
export function useRightsRequest(id: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: rightsRequestKeys.detail(id),
    queryFn: () => backend.solicitudes.admin.get(id),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';
import { factorsKey } from './auth-keys';

/** The account's verified authenticator apps: none while two-step verification is off. */
export function useTotpFactors(backend: BackendPort, userId: string) {
  return useQuery({
    queryKey: factorsKey(userId),
    queryFn: () => backend.auth.mfa.factors(),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/**
 * Query keys of the account's security data, all under ['auth']: a change to two-step
 * verification invalidates the whole prefix, since the factors and the session's assurance level
 * move together.
 */
export const securityKeys = {
  all: ['auth'] as const,
  factors: (userId: string) => ['auth', 'factores', userId] as const,
  identities: (userId: string) => ['auth', 'identidades', userId] as const,
};

/** The account's verified authenticator apps: none while two-step verification is off. */
export function useTotpFactors(userId: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: securityKeys.factors(userId),
    queryFn: () => backend.auth.mfa.factors(),
  });
}

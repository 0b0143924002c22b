import { useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';
import { identitiesKey } from './auth-keys';

/** The hosted backend's sign-in methods; the embedded one has none (its `oauth` is null). */
export type OAuthPort = NonNullable<BackendPort['auth']['oauth']>;

/** The ways to sign in linked to the account: the password ('email') and OAuth providers. */
export function useIdentities(oauth: OAuthPort, userId: string) {
  return useQuery({
    queryKey: identitiesKey(userId),
    queryFn: () => oauth.identities(),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useOAuth } from './use-oauth';
import { securityKeys } from './use-totp-factors';

/** The ways to sign in linked to the account: the password ('email') and OAuth providers. */
export function useIdentities(userId: string) {
  const oauth = useOAuth();
  return useQuery({
    queryKey: securityKeys.identities(userId),
    queryFn: () => oauth.identities(),
  });
}

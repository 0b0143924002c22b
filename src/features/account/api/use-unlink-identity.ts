import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedIdentity } from '@/backend/port';
import type { MutationCallbacks } from './mutation-callbacks';
import { useOAuth } from './use-oauth';
import { securityKeys } from './use-totp-factors';

/** Removes a way to sign in (never the last one: the database refuses it). */
export function useUnlinkIdentity(
  userId: string,
  { onSuccess }: MutationCallbacks<void, LinkedIdentity> = {},
) {
  const oauth = useOAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identity: LinkedIdentity) => oauth.unlink(identity.id),
    onSuccess: async (_, identity) => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.identities(userId) });
      onSuccess?.(undefined, identity);
    },
  });
}

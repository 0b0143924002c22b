import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { securityKeys } from './use-totp-factors';

/** Confirms a new authenticator app with a code from it: two-step verification is on. */
export function useConfirmTotp(
  factorId: string,
  { onSuccess }: MutationCallbacks<void, string> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => backend.auth.mfa.confirmEnrollment(factorId, code),
    onSuccess: async (_, code) => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
      onSuccess?.(undefined, code);
    },
  });
}

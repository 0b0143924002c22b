import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { securityKeys } from './use-totp-factors';

/**
 * Turns two-step verification off with a current code from the app: a stolen session alone must
 * not be enough to remove the second step.
 */
export function useDisableTotp(
  factorId: string,
  { onSuccess }: MutationCallbacks<void, string> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => backend.auth.mfa.unenroll(factorId, code),
    onSuccess: async (_, code) => {
      await queryClient.invalidateQueries({ queryKey: securityKeys.all });
      onSuccess?.(undefined, code);
    },
  });
}

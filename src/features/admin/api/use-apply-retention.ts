import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetentionReport } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { auditKeys } from './use-audit-page';
import { retentionPreviewKey } from './use-retention-preview';

/**
 * Applies the retention rules now. Afterwards, done or refused, the simulation and the audit
 * trail (where each rule that changed data is recorded) are read again; the action stays pending
 * until they are.
 */
export function useApplyRetention(callbacks: MutationCallbacks<RetentionReport> = {}) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: () => backend.retencion.apply(),
    onSettled: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: retentionPreviewKey }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
      return callbacks.onSettled?.(...args);
    },
  });
}

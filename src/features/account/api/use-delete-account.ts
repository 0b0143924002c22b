import { useMutation } from '@tanstack/react-query';
import type { ErasureReport } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/**
 * Erasure: the account goes, with what the law does not make the firm keep. The session ends
 * with it, so what follows (the report) runs in the mutation's own callback.
 */
export function useDeleteAccount({ onSuccess }: MutationCallbacks<ErasureReport> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: () => backend.misDatos.deleteAccount(),
    onSuccess: (report) => onSuccess?.(report, undefined),
  });
}

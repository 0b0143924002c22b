import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceValueEntry } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { auditKeys } from './use-audit-page';
import { referenceValuesKey } from './use-reference-values';

/**
 * Enters a value by hand (kept in the audit log with its reason). Once saved, the screen's own
 * success runs first, then the values and the audit trail are read again before the mutation
 * ends, so the form stays busy until the table shows the new value.
 */
export function useCorrectReferenceValue(
  callbacks: MutationCallbacks<void, ReferenceValueEntry> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo guardar el valor.', ownMessage: 'any' },
    mutationFn: (entry: ReferenceValueEntry) => backend.valoresReferencia.correct(entry),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceValuesKey }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/**
 * Fetches a transfer's receipt file when staff ask to see it (null when there is none). A
 * mutation, not a query: the file is shown once and never kept in the cache.
 */
export function usePaymentReceipt(paymentId: string, callbacks: MutationCallbacks<Blob | null>) {
  const backend = useBackend();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo abrir el comprobante.', ownMessage: 'backend' },
    mutationFn: () => backend.pagos.receipt(paymentId),
  });
}

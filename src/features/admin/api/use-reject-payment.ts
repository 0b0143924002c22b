import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { refreshPayments } from './use-payments';

/** Staff reject a declared transfer with the reason the client will read. */
export function useRejectPayment(paymentId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => backend.pagos.reject(paymentId, reason),
    onSettled: () => refreshPayments(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { refreshPayments } from './use-payments';

/** Staff confirm that a declared transfer arrived, which confirms its booking. */
export function useVerifyPayment(paymentId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backend.pagos.verify(paymentId),
    onSettled: () => refreshPayments(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { refreshPayments } from './use-payments';

/** An admin returns a card payment through Webpay; it cannot be undone. */
export function useRefundPayment(paymentId: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backend.pagos.refund(paymentId),
    onSettled: () => refreshPayments(queryClient),
  });
}

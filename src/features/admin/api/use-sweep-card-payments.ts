import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { refreshPayments } from './use-payments';

/** Admin: asks Webpay about the card payments that never came back, and records the outcome. */
export function useSweepCardPayments() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backend.pagos.sweep(),
    onSettled: () => refreshPayments(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { deskKeys } from './desk-keys';

/**
 * Admin: records a withdrawal of the authorisation for the description's sensitive data that
 * the booker asked for without an account; the description is erased.
 */
export function useWithdrawSensitiveConsent() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'No se pudo registrar el retiro de la autorización', ownMessage: 'any' },
    mutationFn: (id: string) => backend.reservas.withdrawSensitiveConsent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

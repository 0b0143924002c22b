import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/** Where the confirmation link leads: the sign-in page completes it, then back to Mi cuenta. */
const confirmationReturn = () => `${window.location.origin}/auth?next=%2Fmi-cuenta`;

/** Asks to change the sign-in address: it changes once the link sent to it is followed. */
export function useChangeEmail() {
  const backend = useBackend();
  return useMutation({
    mutationFn: (address: string) => backend.misDatos.changeEmail(address, confirmationReturn()),
  });
}

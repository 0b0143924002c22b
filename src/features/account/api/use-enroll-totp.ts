import { useMutation } from '@tanstack/react-query';
import type { TotpEnrollment } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/** Starts adding an authenticator app: nothing is on until a code confirms it. */
export function useEnrollTotp({ onSuccess }: MutationCallbacks<TotpEnrollment> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: () => backend.auth.mfa.enroll(),
    onSuccess: (enrollment) => onSuccess?.(enrollment, undefined),
  });
}

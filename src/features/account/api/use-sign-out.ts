import { useMutation } from '@tanstack/react-query';
import type { SignOutScope } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/** Ends this session, every other one, or all of them. */
export function useSignOut({ onSuccess }: MutationCallbacks<void, SignOutScope> = {}) {
  const backend = useBackend();
  return useMutation({
    mutationFn: (scope: SignOutScope) => backend.auth.signOut(scope),
    onSuccess: (_, scope) => onSuccess?.(undefined, scope),
  });
}

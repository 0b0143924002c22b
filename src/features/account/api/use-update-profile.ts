import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileChanges } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';

/** Rectification: the person corrects their name and phone. */
export function useUpdateProfile({
  onSuccess,
  onError,
}: MutationCallbacks<Profile, ProfileChanges> = {}) {
  const backend = useBackend();
  return useMutation({
    meta: { errorMessage: 'No se pudieron guardar tus datos.', ownMessage: 'any' },
    mutationFn: (changes: ProfileChanges) => backend.misDatos.updateProfile(changes),
    onSuccess: (profile, changes) => onSuccess?.(profile, changes),
    onError: (error) => onError?.(error),
  });
}

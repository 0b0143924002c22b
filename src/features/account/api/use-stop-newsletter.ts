import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import type { MutationCallbacks } from './mutation-callbacks';
import { myNewsletterKey } from './use-my-newsletter';

/** The objection to the newsletter: the account's e-mail stops receiving it. */
export function useStopNewsletter(
  email: string,
  { onSuccess, onError }: MutationCallbacks<void> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'No pudimos dejar de enviarte el boletín.', ownMessage: 'any' },
    mutationFn: () => backend.newsletter.stopMine(),
    onSuccess: () => {
      onSuccess?.(undefined, undefined);
      void queryClient.invalidateQueries({ queryKey: myNewsletterKey(email) });
    },
    onError: (error) => onError?.(error),
  });
}

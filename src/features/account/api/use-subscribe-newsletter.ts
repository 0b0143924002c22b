import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';
import type { MutationCallbacks } from './mutation-callbacks';
import { myNewsletterKey } from './use-my-newsletter';

/** The account's e-mail takes the newsletter again, with the notice version shown beside it. */
export function useSubscribeNewsletter(
  email: string,
  { onSuccess, onError }: MutationCallbacks<NewsletterSubscription> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'No pudimos suscribirte al boletín.', ownMessage: 'any' },
    mutationFn: () => backend.newsletter.subscribe(email, PRIVACY_POLICY_VERSION.version),
    onSuccess: (subscription) => {
      onSuccess?.(subscription, undefined);
      void queryClient.invalidateQueries({ queryKey: myNewsletterKey(email) });
    },
    onError: (error) => onError?.(error),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

export const myNewsletterKey = (email: string) => ['newsletter', 'mine', email];

/** Whether the account's e-mail receives the newsletter (and has not left it). */
export function useMyNewsletter(email: string) {
  const backend = useBackend();
  return useQuery({ queryKey: myNewsletterKey(email), queryFn: () => backend.newsletter.mine() });
}

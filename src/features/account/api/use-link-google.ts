import { useMutation } from '@tanstack/react-query';
import { useOAuth } from './use-oauth';

/** Back from Google through /auth, which exchanges the one-time code, then on to Mi cuenta. */
const linkReturn = () => `${window.location.origin}/auth?next=%2Fmi-cuenta`;

/** Links a Google account: the browser leaves for Google and comes back signed in with it. */
export function useLinkGoogle() {
  const oauth = useOAuth();
  return useMutation({ mutationFn: () => oauth.linkGoogle(linkReturn()) });
}

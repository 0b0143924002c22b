import type { OAuthPort } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

/**
 * The backend's sign-in methods, for the hooks of a screen shown only where they exist (hosted):
 * the embedded backend has none, and its screens must check `useBackend().auth.oauth` first.
 */
export function useOAuth(): OAuthPort {
  const oauth = useBackend().auth.oauth;
  if (!oauth) throw new Error('useOAuth: este backend no tiene ingreso con proveedores externos');
  return oauth;
}

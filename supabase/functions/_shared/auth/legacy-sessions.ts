/**
 * Sessions of a project that still signs them with its legacy shared secret (HS256): its JWKS is
 * empty, so the functions cannot check them with public keys. With the secret among the function
 * secrets (LEGACY_JWT_SECRET, Project Settings → JWT Keys → Legacy JWT Secret) each token is
 * checked locally; without it, Supabase Auth is asked (GET /auth/v1/user), one request per call.
 * Once the project moves to asymmetric signing keys, neither is used for new sessions.
 */
import type { LegacySessionCheck } from './verify-caller.ts';

/** How long Supabase Auth may take to answer before the call fails as the server's fault. */
const AUTH_TIMEOUT_MS = 10_000;

/**
 * The user's id for a session Supabase Auth accepts, null for one it refuses (401, 403). Any other
 * answer is the server's problem and throws, so a caller is never refused for an Auth outage.
 */
export async function userIdFromAuth(
  supabaseUrl: string,
  apiKey: string,
  token: string,
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const response = await fetcher(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`, {
    headers: { authorization: `Bearer ${token}`, apikey: apiKey },
    signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) {
    throw new Error(`Supabase Auth respondió ${String(response.status)} al verificar la sesión`);
  }
  const user: unknown = await response.json();
  const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : null;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** The check of legacy sessions from the function's environment. */
export function legacySessionCheck(
  read: (name: string) => string | undefined,
  supabaseUrl: string,
  apiKey: string,
  fetcher: typeof fetch = fetch,
): LegacySessionCheck {
  const secret = read('LEGACY_JWT_SECRET')?.trim() ?? '';
  if (secret !== '') return { secret: new TextEncoder().encode(secret) };
  return { askAuth: (token) => userIdFromAuth(supabaseUrl, apiKey, token, fetcher) };
}

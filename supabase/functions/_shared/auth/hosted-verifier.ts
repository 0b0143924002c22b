/**
 * The caller verifier of a hosted function (Deno): the project's signing keys at SUPABASE_URL,
 * its public API keys, both provided by the platform, and the check of legacy HS256 sessions
 * (LEGACY_JWT_SECRET when set, else Supabase Auth).
 */
import { env } from '../deno-env.ts';
import { legacySessionCheck } from './legacy-sessions.ts';
import { publicApiKeys } from './public-keys.ts';
import { projectVerifier, type CallerVerifier } from './verify-caller.ts';

export function hostedVerifier(): CallerVerifier {
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const publicKeys = publicApiKeys(env);
  return {
    ...projectVerifier(supabaseUrl, publicKeys),
    legacy: legacySessionCheck(env, supabaseUrl, publicKeys[0] ?? ''),
  };
}

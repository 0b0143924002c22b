/**
 * The caller verifier of a hosted function (Deno): the project's signing keys at SUPABASE_URL,
 * and its public API keys, both provided by the platform.
 */
import { env } from '../deno-env.ts';
import { publicApiKeys } from './public-keys.ts';
import { projectVerifier, type CallerVerifier } from './verify-caller.ts';

export const hostedVerifier = (): CallerVerifier =>
  projectVerifier(env('SUPABASE_URL') ?? '', publicApiKeys(env));

/**
 * Entry point in Supabase's Edge runtime. Secrets: TURNSTILE_SECRET_KEY (Cloudflare Turnstile's
 * secret key), and optionally TURNSTILE_HOSTNAMES (comma-separated hostnames a token must come
 * from) and TURNSTILE_VERIFY_URL; SUPABASE_URL and the project's API keys come from the
 * platform.
 */
import { env, fetchWithGlobal, serve, serviceClient } from '../_shared/deno-env.ts';
import { createHumanCheckHandler } from './handler.ts';
import { createPassIssuer } from './hosted-store.ts';

serve(
  createHumanCheckHandler({
    secretKey: env('TURNSTILE_SECRET_KEY'),
    verifyUrl: env('TURNSTILE_VERIFY_URL'),
    hostnames: (env('TURNSTILE_HOSTNAMES') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    issuePass: createPassIssuer(serviceClient()),
    fetch: fetchWithGlobal,
  }),
);

/**
 * Entry point in Supabase's Edge runtime (Deno). Secrets: MAKE_WEBHOOK_URL, the automation
 * webhook; SITE_URL, the public address sent in payloads. SUPABASE_URL, the public API keys and
 * SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
 */
import { createClient } from '@supabase/supabase-js';
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { createNotifyHandler } from './handler.ts';
import { createHostedStore } from './hosted-store.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const admin = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  { auth: { persistSession: false, autoRefreshToken: false } },
);

Deno.serve(
  createNotifyHandler({
    webhookUrl: Deno.env.get('MAKE_WEBHOOK_URL'),
    siteUrl: Deno.env.get('SITE_URL') ?? 'https://puntolegal.cl',
    fetch: (input, init) => fetch(input, init),
    store: createHostedStore(admin, hostedVerifier()),
  }),
);

/**
 * Entry point in Supabase's Edge runtime. Secrets: MAKE_WEBHOOK_URL (the automation webhook) and
 * SITE_URL; SUPABASE_URL and the project's API keys come from the platform.
 */
import { env, fetchWithGlobal, serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { createRightsCodeHandler } from './handler.ts';
import { createRightsCodeRequester } from './hosted-store.ts';

serve(
  createRightsCodeHandler({
    requestCode: createRightsCodeRequester(serviceClient()),
    webhookUrl: env('MAKE_WEBHOOK_URL'),
    siteUrl: siteUrl(),
    fetch: fetchWithGlobal,
  }),
);

/**
 * Entry point in Supabase's Edge runtime. Secrets: RESEND_API_KEY, RESEND_API_URL, MAIL_FROM and
 * FIRM_EMAIL (the e-mail service; _shared/notify/mail-settings.ts), MAKE_WEBHOOK_URL (the
 * automation webhook) and SITE_URL; SUPABASE_URL and the project's API keys come from the
 * platform.
 */
import { env, fetchWithGlobal, serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { mailSettings } from '../_shared/notify/mail-settings.ts';
import { createRightsCodeHandler } from './handler.ts';
import { createRightsCodeRequester } from './hosted-store.ts';

serve(
  createRightsCodeHandler({
    requestCode: createRightsCodeRequester(serviceClient()),
    webhookUrl: env('MAKE_WEBHOOK_URL'),
    mail: mailSettings(env, fetchWithGlobal),
    siteUrl: siteUrl(),
    fetch: fetchWithGlobal,
  }),
);

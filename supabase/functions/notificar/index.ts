/**
 * Entry point in Supabase's Edge runtime (Deno). Secrets: MAKE_WEBHOOK_URL, the automation
 * webhook; SITE_URL, the public address sent in payloads; the e-mail service's
 * (mail-settings.ts). SUPABASE_URL and the project's API keys are provided by the platform.
 */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { env, fetchWithGlobal, serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { mailSettings } from '../_shared/notify/mail-settings.ts';
import { createNotifyHandler } from './handler.ts';
import { createHostedStore } from './hosted-store.ts';

serve(
  createNotifyHandler({
    webhookUrl: env('MAKE_WEBHOOK_URL'),
    siteUrl: siteUrl(),
    fetch: (input, init) => fetch(input, init),
    store: createHostedStore(serviceClient(), hostedVerifier()),
    // An admin's resend of a logged e-mail goes by e-mail (RESEND_API_KEY, MAIL_FROM, FIRM_EMAIL).
    mail: mailSettings(env, fetchWithGlobal),
  }),
);

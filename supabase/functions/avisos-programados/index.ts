/**
 * Entry point in Supabase's Edge runtime. Secrets: AVISOS_PROGRAMADOS_SECRET (the schedule's),
 * MAKE_WEBHOOK_URL and SITE_URL (as `notificar`), RESEND_API_KEY, MAIL_FROM and FIRM_EMAIL (the
 * e-mail service; _shared/notify/mail-settings.ts).
 */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { env, fetchWithGlobal, serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { identifyCaller, isActiveAdmin } from '../_shared/hosted-caller.ts';
import { companySettings } from '../_shared/notify/company-settings.ts';
import { noticeDelivery } from '../_shared/notify/deliver-notice.ts';
import { createHostedScheduleStore } from '../_shared/notify/hosted-schedule-store.ts';
import { mailSettings } from '../_shared/notify/mail-settings.ts';
import { noticeSender } from '../_shared/notify/send-notice.ts';
import { MISSING_URL_ERROR } from '../notificar/handler.ts';
import { createScheduledNoticesHandler } from './handler.ts';

const admin = serviceClient();
const verifier = hostedVerifier();
const webhookUrl = env('MAKE_WEBHOOK_URL')?.trim() ?? '';
const site = siteUrl();

serve(
  createScheduledNoticesHandler({
    secret: env('AVISOS_PROGRAMADOS_SECRET'),
    identify: (request) => identifyCaller(verifier, request),
    isAdmin: (caller) => isActiveAdmin(admin, caller),
    store: createHostedScheduleStore(admin),
    deliver: noticeDelivery({
      webhookUrl,
      missingWebhook: MISSING_URL_ERROR,
      sendToWebhook: noticeSender({
        url: webhookUrl,
        siteUrl: site,
        fetch: fetchWithGlobal,
        now: () => new Date(),
      }),
      mail: mailSettings(env, fetchWithGlobal),
      empresa: companySettings(site),
      siteUrl: site,
    }),
  }),
);

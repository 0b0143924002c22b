/**
 * One notice delivered by its channel: the webhook notices as the automation receives them, the
 * e-mails rendered here and sent through the e-mail API (Resend, or the local stand-in). Shared by
 * the notification function (a browser's or an admin's call) and the scheduled run, in both modes.
 *
 * What comes back is what the notice log records: 'enviado' or 'fallido' count an attempt;
 * 'sin_envio' (the channel is not configured on this server) counts none and is tried later;
 * 'descartado' ends a notice that has nobody to go to.
 */
import type { EmailMessage } from '../mail/email-message.ts';
import type { DeliveryOutcome } from './deliver.ts';
import { noticeEmail } from '../mail/notice-email.ts';
import { sendEmail } from '../mail/resend-client.ts';
import { EMAIL_ONLY_EVENTS, type NotifyEvent } from './notice-kinds.ts';
import type { OpenedNotice } from './opened-notice.ts';
import type { CompanySettings } from './payloads.ts';
import type { NoticeSender } from './send-notice.ts';

/** The e-mail service as a server has it configured (never sent to a browser). */
export interface MailSettings {
  apiUrl: string;
  /** Empty when e-mail is not configured: e-mail notices then wait, counted as 'sin_envio'. */
  apiKey: string;
  /** The sender, e.g. 'Punto Legal <reservas@puntolegal.cl>'. */
  from: string;
  /** Where the firm's own notices go. */
  firmEmail: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  /**
   * E-mails per second at most (Resend allows a team 2 by default; RESEND_PER_SECOND when the
   * firm's account allows more). The stand-in has no limit.
   */
  perSecond?: number;
}

export type NoticeOutcome =
  | { resultado: 'enviado'; response: unknown }
  | { resultado: 'fallido'; error: string; response: unknown }
  /** The service asked to slow down (HTTP 429): no attempt counted, tried again in a minute. */
  | { resultado: 'aplazado'; error: string }
  | { resultado: 'sin_envio'; error: string }
  | { resultado: 'descartado'; error: string };

export const NO_MAIL_SERVICE =
  'Correo no configurado: define RESEND_API_KEY en el servidor para enviar correos';
export const NO_RECIPIENT = 'Este aviso no tiene destinatario por correo';
export const EMAIL_ONLY = 'Este aviso solo se envía por correo';

export interface NoticeDeliveryDeps {
  webhookUrl: string;
  missingWebhook: string;
  sendToWebhook: NoticeSender;
  mail: MailSettings | null;
  empresa: CompanySettings;
  siteUrl: string;
}

export type NoticeDelivery = (notice: OpenedNotice) => Promise<NoticeOutcome>;

/** The e-mail a notice sends, or null when it has none. */
export function emailOf(
  notice: OpenedNotice,
  deps: Pick<NoticeDeliveryDeps, 'empresa' | 'siteUrl'> & {
    mail: Pick<MailSettings, 'from' | 'firmEmail'>;
  },
): EmailMessage | null {
  return noticeEmail(notice.tipo, notice.reserva, {
    empresa: deps.empresa,
    siteUrl: deps.siteUrl,
    from: deps.mail.from,
    firmEmail: deps.mail.firmEmail,
    ...(notice.alerta ? { alerta: notice.alerta } : {}),
    ...(notice.pago ? { pago: notice.pago } : {}),
    ...(notice.solicitud ? { solicitud: notice.solicitud } : {}),
  });
}

/** What one HTTP delivery means for the notice log. */
function outcomeOf(outcome: DeliveryOutcome): NoticeOutcome {
  if (outcome.ok) return { resultado: 'enviado', response: outcome.response };
  const error = outcome.error ?? 'Error';
  if (outcome.status === 429) return { resultado: 'aplazado', error };
  return { resultado: 'fallido', error, response: outcome.response };
}

/**
 * Spaces calls at least `1000 / perSecond` ms apart, in the order they ask: a run's e-mails keep
 * within the e-mail service's rate however many deliveries run at once.
 */
export function pacer(
  perSecond: number | undefined,
  sleep: (ms: number) => Promise<void> = (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
  clock: () => number = () => Date.now(),
): () => Promise<void> {
  if (!perSecond || perSecond <= 0) return () => Promise.resolve();
  const gap = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = clock();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
}

export function noticeDelivery(deps: NoticeDeliveryDeps): NoticeDelivery {
  const mailTurn = pacer(deps.mail?.perSecond);
  return async (notice) => {
    if (notice.canal === 'webhook') {
      // The database refuses such a row (notificaciones_solo_correo); a webhook of these kinds
      // would hand the automation a payment's or a request's facts it has no event for.
      if ((EMAIL_ONLY_EVENTS as readonly NotifyEvent[]).includes(notice.tipo)) {
        return { resultado: 'descartado', error: EMAIL_ONLY };
      }
      if (deps.webhookUrl === '') return { resultado: 'sin_envio', error: deps.missingWebhook };
      return outcomeOf(
        await deps.sendToWebhook(notice.tipo, notice.reserva, undefined, notice.alerta),
      );
    }
    const mail = deps.mail;
    if (!mail || mail.apiKey === '') return { resultado: 'sin_envio', error: NO_MAIL_SERVICE };
    const message = emailOf(notice, { ...deps, mail });
    if (!message) return { resultado: 'descartado', error: NO_RECIPIENT };
    await mailTurn();
    const outcome = await sendEmail(message, {
      apiUrl: mail.apiUrl,
      apiKey: mail.apiKey,
      fetch: mail.fetch,
      // The same attempt sent twice (a run that died before recording it) is one e-mail.
      idempotencyKey: `${notice.id}/${String(notice.intentos)}`,
      ...(mail.timeoutMs ? { timeoutMs: mail.timeoutMs } : {}),
    });
    return outcomeOf(outcome);
  };
}

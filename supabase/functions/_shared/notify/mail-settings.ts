/**
 * The e-mail service of a server, from its secrets: RESEND_API_KEY (without it, e-mail notices
 * wait as 'sin_envio'), RESEND_API_URL (Resend's, or a stand-in), MAIL_FROM (the sender, on a
 * domain verified at Resend) and FIRM_EMAIL (where the firm's notices go). The firm's address
 * defaults to the one the site publishes; RESEND_PER_SECOND is the account's rate (2 by default).
 */
import { company } from '../../../../src/content/company.ts';
import { RESEND_API_URL } from '../mail/resend-client.ts';
import type { MailSettings } from './deliver-notice.ts';

/** Resend's default rate for a team; RESEND_PER_SECOND when the firm's account has more. */
export const DEFAULT_RESEND_PER_SECOND = 2;

export const DEFAULT_MAIL_FROM = `${company.name} <${company.email}>`;

export function mailSettings(
  read: (name: string) => string | undefined,
  fetchFn: typeof fetch,
): MailSettings {
  const value = (name: string): string => read(name)?.trim() ?? '';
  return {
    apiUrl: value('RESEND_API_URL') || RESEND_API_URL,
    apiKey: value('RESEND_API_KEY'),
    from: value('MAIL_FROM') || DEFAULT_MAIL_FROM,
    firmEmail: value('FIRM_EMAIL') || company.email,
    fetch: fetchFn,
    perSecond: Number(value('RESEND_PER_SECOND')) || DEFAULT_RESEND_PER_SECOND,
  };
}

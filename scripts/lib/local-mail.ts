/**
 * How the local servers send e-mail: through Resend when the server's environment has its key
 * (RESEND_API_KEY; RESEND_API_URL for another endpoint), else to the server's own stand-in
 * mailbox, which /dev/correos shows. The sender (MAIL_FROM) and the firm's inbox (FIRM_EMAIL)
 * default to the firm's address in src/content/company.ts. Never VITE_ variables: the key stays
 * on the server.
 */
import { RESEND_API_URL } from '../../supabase/functions/_shared/mail/resend-client.ts';
import { company } from '../../src/content/company.ts';
import { MAIL_STAND_IN_URL, mailStandInFetch, type Mailbox } from './mail-stand-in.ts';

type Env = Record<string, string | undefined>;

export interface LocalMail {
  apiUrl: string;
  apiKey: string;
  from: string;
  firmEmail: string;
  /** Reaches the stand-in at MAIL_STAND_IN_URL, and the network for anything else. */
  fetch: typeof fetch;
}

/** What the stand-in takes as a key: any Bearer token will do, as long as there is one. */
export const STAND_IN_API_KEY = 'stand-in';

export function localMail(env: Env, mailbox: Mailbox): LocalMail {
  const apiKey = env.RESEND_API_KEY?.trim() ?? '';
  const apiUrl = env.RESEND_API_URL?.trim() || (apiKey ? RESEND_API_URL : MAIL_STAND_IN_URL);
  return {
    apiUrl,
    apiKey: apiKey || STAND_IN_API_KEY,
    from: env.MAIL_FROM?.trim() || `${company.name} <${company.email}>`,
    firmEmail: env.FIRM_EMAIL?.trim() || company.email,
    fetch: mailStandInFetch(mailbox, (input, init) => globalThis.fetch(input, init)),
  };
}

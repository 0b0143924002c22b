/**
 * The payload of one newsletter send to one subscriber, for the automation that e-mails it.
 * Promotional e-mail must state its subject, who sends it and a valid way to stop receiving it,
 * and once a person stops nothing more may be sent (Ley 19.496 art. 28 B; Ley 19.628 art. 8 b).
 * So every payload carries the subscriber's own unsubscribe link (for the body) and the
 * List-Unsubscribe headers mail programs show as an "unsubscribe" button, and a subscriber who
 * left gets no payload at all.
 */
import { company, fullAddress } from '../../../src/content/company.ts';
import { newsletterUnsubscribeUrl } from '../../../src/content/newsletter-links.ts';

/** A row of public.suscriptores, as the automation reads it (only active rows are sent to). */
export interface NewsletterRecipient {
  email: string;
  token_baja: string;
  baja_en: string | null;
}

export interface NewsletterIssue {
  /** What this send is about, e.g. 'Cambios a la Ley Karin'. */
  asunto: string;
  contenido_html: string;
  contenido_texto: string;
}

export interface NewsletterPayloadOptions {
  /** The public site (its origin), where the unsubscribe page is. */
  siteUrl: string;
  /**
   * The project's functions (https://<ref>.supabase.co/functions/v1), whose newsletter-baja
   * function takes the mail program's one-click POST. Without it the headers offer only the page
   * and an e-mail address, and no one-click header is sent (it would promise a POST that no
   * server handles).
   */
  functionsUrl?: string;
  now: Date;
}

export interface NewsletterPayload {
  tipo_evento: 'newsletter';
  para: string;
  /** The subject line, naming the sender and what the e-mail is about. */
  asunto: string;
  remitente: { nombre: string; email: string; direccion: string; sitio_web: string };
  contenido_html: string;
  contenido_texto: string;
  /** The subscriber's unsubscribe page; the e-mail's footer must link it. */
  unsubscribe_url: string;
  /** The footer text to append to the e-mail, with the link. */
  pie: string;
  /** Headers to set on the e-mail as they are. */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post'?: 'List-Unsubscribe=One-Click' };
  timestamp: string;
}

export class UnsubscribedRecipient extends Error {
  constructor() {
    super('Este suscriptor se dio de baja: no se le puede enviar el boletín');
  }
}

const MAX_SUBJECT = 150;

export function newsletterPayload(
  recipient: NewsletterRecipient,
  issue: NewsletterIssue,
  options: NewsletterPayloadOptions,
): NewsletterPayload {
  if (recipient.baja_en !== null) throw new UnsubscribedRecipient();
  const asunto = issue.asunto.trim();
  if (asunto === '') throw new Error('El boletín necesita un asunto');
  const unsubscribeUrl = newsletterUnsubscribeUrl(options.siteUrl, recipient.token_baja);
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent('Baja del boletín')}`;
  const oneClick =
    options.functionsUrl &&
    `${options.functionsUrl.replace(/\/+$/, '')}/newsletter-baja?token=${encodeURIComponent(recipient.token_baja)}`;
  return {
    tipo_evento: 'newsletter',
    para: recipient.email,
    asunto: `Boletín de ${company.name}: ${asunto}`.slice(0, MAX_SUBJECT),
    remitente: {
      nombre: company.name,
      email: company.email,
      direccion: fullAddress(),
      sitio_web: options.siteUrl,
    },
    contenido_html: issue.contenido_html,
    contenido_texto: issue.contenido_texto,
    unsubscribe_url: unsubscribeUrl,
    pie:
      `Recibes este correo porque te suscribiste al boletín de ${company.name} (${company.email}, ${fullAddress()}). ` +
      `Para no recibir más envíos, date de baja aquí: ${unsubscribeUrl}`,
    headers: oneClick
      ? {
          'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : { 'List-Unsubscribe': `<${unsubscribeUrl}>, <${mailto}>` },
    timestamp: options.now.toISOString(),
  };
}

/**
 * Where a subscriber ends the newsletter: the page every send links to, with the subscriber's own
 * token. Shared by the site (the page, the confirmation after subscribing) and the server
 * functions that build a send, so the link always points at the page that handles it.
 */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/baja';

/** The absolute unsubscribe link of a token on the site at `siteUrl` (its origin). */
export function newsletterUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

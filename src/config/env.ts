/**
 * The browser-side configuration. Only VITE_* variables exist here; they are public by nature.
 * The values are validated when Vite starts or builds (see env-schema.ts), so a bad
 * configuration fails there, with a readable list, instead of in a visitor's browser.
 */
export const DEFAULT_SITE_URL = 'https://puntolegal.cl';

export const env = {
  /** Absolute origin of the public site, used for canonical URLs, the sitemap and JSON-LD. */
  siteUrl: (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
  /** The automation webhook (Make.com) that e-mails clients and lawyers; unset: nothing is sent. */
  makeWebhookUrl: import.meta.env.VITE_MAKE_WEBHOOK_URL || undefined,
} as const;

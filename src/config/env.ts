/**
 * The browser-side configuration. Only VITE_* variables exist here; they are public by nature.
 * The values are validated when Vite starts or builds (see env-schema.ts), so a bad
 * configuration fails there, with a readable list, instead of in a visitor's browser. Secrets
 * (the notification webhook) are server variables and never appear here.
 */
import { DEFAULT_SITE_URL } from './site-url';

export { DEFAULT_SITE_URL };

export const env = {
  /** Absolute origin of the public site, used for canonical URLs, the sitemap and JSON-LD. */
  siteUrl: (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ''),
} as const;

/** The site's public origin when VITE_SITE_URL is not set. */
export const DEFAULT_SITE_URL = 'https://puntolegal.cl';

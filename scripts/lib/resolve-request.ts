import path from 'node:path';
import { matchPath } from 'react-router-dom';

export interface SiteLayout {
  /** Whether a file exists, by its path relative to the site root ("terminos/index.html"). */
  exists: (file: string) => boolean;
  /** Route patterns rendered in the browser from the SPA shell ("/test", "/payment/:id"). */
  clientRoutes: readonly string[];
  /** Permanent redirects, path → target (the 301 lines of dist/_redirects). */
  redirects?: Readonly<Record<string, string>>;
}

export type Resolution = { file: string; status: 200 | 404 } | { status: 301; location: string };

export const SPA_SHELL = 'spa.html';
export const NOT_FOUND_FILE = '404.html';

/**
 * How the built site answers a path, the way a static host configured with dist/_redirects does:
 * 1. an existing file (assets, sitemap.xml, a prerendered page's route/index.html or route.html),
 *    so /terminos and /terminos/ get the same prerendered page;
 * 2. a client-rendered route gets the SPA shell;
 * 3. anything else gets the prerendered not-found page with status 404 (never a soft 404).
 * Before all that, a permanent redirect of _redirects answers 301 (old article addresses).
 * Returns null for a path that tries to leave the site root.
 */
export function resolveRequest(urlPath: string, site: SiteLayout): Resolution | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return { file: NOT_FOUND_FILE, status: 404 };
  }
  const normalised = path.posix.normalize(decoded);
  if (!normalised.startsWith('/') || normalised.includes('\0')) return null;
  const relative = normalised.replace(/^\/+/, '').replace(/\/+$/, '');
  const redirect = site.redirects?.[`/${relative}`];
  if (redirect) return { status: 301, location: redirect };

  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}/index.html`, `${relative}.html`];
  const found = candidates.find((file) => !file.endsWith('/') && site.exists(file));
  if (found) return { file: found, status: 200 };

  const route = `/${relative}`;
  if (site.clientRoutes.some((pattern) => matchPath(pattern, route))) {
    return { file: SPA_SHELL, status: 200 };
  }
  return { file: NOT_FOUND_FILE, status: 404 };
}

/** The permanent redirects of a _redirects file: "from to 301" lines, path → target. */
export function parseRedirects(text: string): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && status === '301') redirects[from] = to;
  }
  return redirects;
}

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets from design.md section 6, in bytes of gzip. */
export const BUDGETS = {
  /**
   * 100 kB by design; 100.8 kB while the shell carries the personal-data pages' routes (the
   * request form, the newsletter unsubscribe link and the booking's reschedule link) until the
   * shell's hydration is cut, and the basis beside each figure the firm states about itself
   * (0.2 kB on every page).
   */
  publicInitialJs: 100.8 * 1024,
  publicCss: 15 * 1024,
  /**
   * The booking route's own JavaScript beyond the shell, the embedded database excluded. It holds
   * the whole plan catalogue (every service sold on any page, about 3 kB), which the wizard must
   * know to show and charge the plan a link names, and the one list of payment methods that step 4,
   * /pago and the home page share (a chunk of its own). It grew from 63 to 67 kB with what the
   * personal-data law requires where the booking is made: the notice at collection, the choice
   * of identity document (a foreigner books without a RUT), the age statement, the terms
   * accepted before paying and the express consent for the sensitive data of a description.
   * 67.6 since the scheduled notices: the route's own code did not grow (the notice kinds
   * tree-shake out of it), but it sat 4 bytes under 67.5, and the hashed names of the chunks it
   * imports compress a few bytes differently whenever any lazy page changes; measured over two
   * builds of the same code, 69,116 and 69,126 bytes.
   * 68.0 since no form waits for the database: the provider every page with data shares holds
   * what carries out a submit made while the database starts (0.26 kB), and the start creates the
   * database's worker from a module of its own, ahead of the rest (0.12 kB): 69,504 bytes.
   * 68.1 since the first step's fields take input before the page's code arrives: the age
   * statement's radio group keeps a choice made by then, and the wizard starts the database for
   * a visitor already in the form when it takes over (0.1 kB): 69,622 bytes, 10 under 68.0, less
   * than the few bytes the chunks' hashed names move between builds.
   */
  bookingRouteJs: 68.1 * 1024,
  /**
   * What a page loads by itself once it is usable, beyond the scripts its HTML names, without
   * the visitor doing anything (measured by `npm run perf`): a calculator's refresh of the day's
   * reference values, 2.9 kB. A page that loads its form's code, the backend or a library this
   * way is over it; so is a calculator whose shown result depends on a day's value that differs
   * from the prerendered one, which wakes its form (about 19 kB) to compute it again (the
   * severance calculator's example does not: steady-result.ts). What a visitor's action loads (a
   * dialog, a form once used) is not measured here.
   */
  laterJs: 6 * 1024,
} as const;

/**
 * The booking application: prerendered for speed, but with a budget of its own (its JavaScript
 * beyond the shell) instead of the public pages' one.
 */
export const BOOKING_ROUTE = '/agendamiento';

/** The page module whose own JavaScript has its own budget. */
export const BOOKING_PAGE = 'src/features/booking/pages/booking-page.tsx';

/**
 * Modules that must never reach a public page's initial JavaScript: the backend and its client
 * libraries, the staff-only features, and the blog's Markdown tooling and article bodies.
 */
export const FORBIDDEN_IN_PUBLIC = [
  /node_modules\/@supabase\//,
  /node_modules\/@electric-sql\//,
  /^src\/backend\//,
  /^src\/features\/(admin|staff|auth|account)\//,
  // The blog: articles are compiled at build time and reach a first visit as HTML. Neither a
  // Markdown/MDX parser nor an article's body belongs in a page's initial JavaScript.
  /node_modules\/(@mdx-js|micromark|mdast-util-|remark-|unified|yaml)\b/,
  /^src\/content\/blog\/.*\.mdx$/,
];

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Script files a page loads before it is interactive: entry scripts and modulepreloads. */
export function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)) {
    if (match[1]) files.add(match[1]);
  }
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) {
    if (match[1]) files.add(match[1]);
  }
  // Prerendered pages start their scripts after the first paint, from a list in the page.
  const deferred = /<script id="hydration-scripts" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  );
  for (const href of deferred ? (JSON.parse(deferred[1] ?? '[]') as string[]) : []) {
    files.add(href.replace(/^\//, ''));
  }
  return [...files];
}

/** The prerendered HTML file of a route, relative to the build's folder. */
export function pageFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

/** The initial scripts of a route's prerendered page in the build at `dist`. */
export function pageInitialScripts(dist: string, route: string): string[] {
  return initialScripts(fs.readFileSync(path.join(dist, pageFile(route)), 'utf8'));
}

export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
}

/** Source modules of the given chunks that match a forbidden pattern. */
export function forbiddenModules(
  chunks: readonly string[],
  chunkModules: Readonly<Record<string, readonly string[]>>,
): string[] {
  return chunks.flatMap((chunk) =>
    (chunkModules[chunk] ?? []).filter((id) => FORBIDDEN_IN_PUBLIC.some((re) => re.test(id))),
  );
}

/**
 * Build step 3 of 3 (after the client and the server builds): renders every public route to its
 * own HTML file, plus the not-found page, the SPA shell for client-rendered routes, sitemap.xml,
 * robots.txt, the blog's feed (blog/rss.xml) and dist/_redirects for static hosts (with the 301s
 * of the old article addresses); then a brotli copy of every compressible file (lib/precompress.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDefinition } from '../src/app/route-table';
import type { ArticleMeta } from '../src/features/blog/article-schema';
import { buildPage, inlineStylesheets, type Manifest } from './lib/html-page';
import { precompress } from './lib/precompress';
import { SITE_ROUTES_FILE, type SiteRoutes } from './lib/site-manifest';
import { NOT_FOUND_FILE, SPA_SHELL } from './lib/resolve-request';

/** Where the client build is (DIST_DIR: the hosted build's own folder), and the server build. */
const DIST = path.resolve(process.env.DIST_DIR || 'dist');
const SERVER_DIR = path.resolve(process.env.SERVER_DIR || 'dist-server');
/** Brotli results of earlier builds, by content (see lib/precompress.ts). */
const BROTLI_CACHE = path.resolve('node_modules/.cache/brotli');
/**
 * PGlite's full file bundle and initdb ship with its code, but no browser fetches them: the app
 * gives PGlite its trimmed bundle and opens the database from a snapshot. No brotli copy (13 s).
 */
/** The demo database (scripts/lib/database-snapshot.ts), which PGlite reads gzipped or not. */
const DATABASE_SNAPSHOT = /\/assets\/database\.tar-[\w-]+\.gz$/;
const NEVER_FETCHED = /\/assets\/(pglite-[\w-]+\.data|initdb-[\w-]+\.wasm)$/;
const SITE_URL = (process.env.VITE_SITE_URL || 'https://puntolegal.cl').replace(/\/+$/, '');

interface ServerEntry {
  render: (url: string) => Promise<string>;
  ROUTES: readonly RouteDefinition[];
  NOT_FOUND_PAGE: string;
  inSitemap: (route: RouteDefinition) => boolean;
  prerenderedPaths: (route: RouteDefinition) => string[];
  ARTICLES: readonly ArticleMeta[];
  LEGACY_POSTS: Readonly<Record<string, string>>;
  rssFeed: (articles: readonly ArticleMeta[], site: { url: string; name: string }) => string;
  FEED_PATH: string;
  company: { name: string };
}

async function write(file: string, content: string): Promise<void> {
  const target = path.join(DIST, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
}

async function main(): Promise<void> {
  const entry = (await import(
    pathToFileURL(path.join(SERVER_DIR, 'entry-server.js')).href
  )) as ServerEntry;
  const manifest = JSON.parse(
    await fs.readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  // The shell keeps the template's markers; re-running the prerenderer reads it, never a
  // page that was already rendered.
  const shellPath = path.join(DIST, SPA_SHELL);
  const rawTemplate = await fs
    .readFile(shellPath, 'utf8')
    .catch(() => fs.readFile(path.join(DIST, 'index.html'), 'utf8'));
  const template = await inlineStylesheets(rawTemplate, DIST);
  await fs.writeFile(shellPath, template);

  const pages = entry.ROUTES.filter((route) => route.render === 'prerender').flatMap((route) =>
    entry.prerenderedPaths(route).map((pagePath) => ({ route, path: pagePath })),
  );
  for (const { route, path: pagePath } of pages) {
    const html = buildPage(template, await entry.render(pagePath), manifest, route.page);
    const files =
      pagePath === '/' ? ['index.html'] : [`${pagePath}/index.html`, `${pagePath}.html`];
    await Promise.all(files.map((file) => write(file, html)));
  }
  const prerendered = pages.map((page) => page.path);
  await write(
    NOT_FOUND_FILE,
    buildPage(template, await entry.render('/404'), manifest, entry.NOT_FOUND_PAGE),
  );

  const clientRoutes = entry.ROUTES.filter((route) => route.render === 'client').map((r) => r.path);
  const siteRoutes: SiteRoutes = {
    prerendered,
    client: clientRoutes,
  };
  await write(SITE_ROUTES_FILE, JSON.stringify(siteRoutes, null, 2));

  const today = new Date().toISOString().slice(0, 10);
  const urls = entry.ROUTES.filter(entry.inSitemap)
    .flatMap((route) => entry.prerenderedPaths(route))
    .map((route) => `  <url><loc>${SITE_URL}${route}</loc><lastmod>${today}</lastmod></url>`);
  await write(
    entry.FEED_PATH.slice(1),
    entry.rssFeed(entry.ARTICLES, { url: SITE_URL, name: entry.company.name }),
  );
  await write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  const disallowed = clientRoutes.map((route) => `Disallow: ${route.replace(/\/:.*$/, '/')}`);
  await write(
    'robots.txt',
    ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join(
      '\n',
    ),
  );
  // Netlify / Cloudflare Pages: existing files win; client routes get the shell; the rest is 404.
  // The old article addresses move for good (301), to their articles (to /blog while one is not
  // published: never to a dead end).
  const published = new Set(prerendered);
  const redirects = [
    ...Object.entries(entry.LEGACY_POSTS).map(
      ([from, to]) => `${from} ${published.has(to) ? to : '/blog'} 301`,
    ),
    ...clientRoutes.map((route) => `${route} /${SPA_SHELL} 200`),
    `/* /${NOT_FOUND_FILE} 404`,
  ];
  await write('_redirects', `${redirects.join('\n')}\n`);

  console.log(
    `Prerenderizadas ${prerendered.length} rutas + 404; ${clientRoutes.length} rutas de cliente; sitemap con ${urls.length} URL.`,
  );
  // The end-to-end build (BROTLI=0) leaves the brotli copies out: at the highest level they take
  // about a minute of one core on a clean checkout, and the preview server then sends gzip, as a
  // host without precompressed files does. The copies themselves are tested in precompress.test.ts.
  if (process.env.BROTLI === '0') {
    console.log('Sin copias en brotli (BROTLI=0).');
    return;
  }
  const precompressed = precompress(DIST, BROTLI_CACHE, {
    skip: (file) => NEVER_FETCHED.test(file),
    unpack: (file) => DATABASE_SNAPSHOT.test(file),
  });
  console.log(`Copias en brotli (.br) de ${String(precompressed)} archivos.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

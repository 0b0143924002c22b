/**
 * `npm run check:pages`, after a build: every prerendered page has its title, description,
 * canonical URL, one h1 and JSON-LD (BreadcrumbList; an Offer in CLP for each price it shows), no
 * figure about the firm that the company facts did not produce, and no link on any page leads to
 * the not-found page. Reads the static HTML only: no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chileNow } from '../src/lib/time/chile-time';
import { unsourcedFirmClaims } from './lib/firm-claims';
import { endedOffers } from './lib/offer-claims';
import { internalPath, isPageOfSite, pageProblems, readPage, type SiteMap } from './lib/page-audit';
import { readSiteRoutes } from './lib/site-manifest';

const DIST = path.resolve('dist');
const SITE_URL = 'https://puntolegal.cl';

function htmlOf(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
  return fs.readFileSync(path.join(DIST, file), 'utf8');
}

function redirectSources(): string[] {
  const file = path.join(DIST, '_redirects');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts[2] === '301' || parts[2] === '302')
    .map((parts) => parts[0] ?? '');
}

const routes = readSiteRoutes(DIST);
const site: SiteMap = { ...routes, redirects: redirectSources() };
const pages = new Map(site.prerendered.map((route) => [route, readPage(htmlOf(route))]));
pages.set('/404', readPage(htmlOf('/404')));

const failures: string[] = [];
let links = 0;

// A figure about the firm (a success rate, a count of cases, years of practice) comes only from
// the company facts, with its basis beside it.
for (const route of [...site.prerendered, '/404'])
  for (const claim of unsourcedFirmClaims(htmlOf(route)))
    failures.push(`${route}: cifra sobre el estudio sin fuente en company.ts: «${claim}»`);

// A launch offer is shown only until its last day: the static HTML must not state one that ended.
const today = chileNow(new Date()).date;
for (const route of site.prerendered)
  for (const endsOn of endedOffers(htmlOf(route), today))
    failures.push(`${route}: muestra una oferta que terminó el ${endsOn}; vuelve a construir`);
for (const [route, facts] of pages) {
  if (route !== '/404')
    for (const problem of pageProblems(route, facts)) failures.push(`${route}: ${problem}`);
  for (const href of new Set(facts.hrefs)) {
    const target = internalPath(href, SITE_URL);
    if (!target) {
      if (href.startsWith('#') && href.length > 1 && !facts.ids.has(href.slice(1)))
        failures.push(`${route}: el ancla ${href} no existe en la página`);
      continue;
    }
    links += 1;
    if (!isPageOfSite(target.path, site)) {
      failures.push(`${route}: el enlace ${href} lleva a la página no encontrada`);
      continue;
    }
    const targetFacts = pages.get(target.path);
    if (target.hash && targetFacts && !targetFacts.ids.has(target.hash))
      failures.push(`${route}: el enlace ${href} apunta a un ancla que no existe`);
  }
}

// The blog: every article opens with its h1 and has a way back to /blog; the feed lists articles
// that exist and is RSS 2.0.
for (const [route, facts] of pages) {
  if (!/^\/blog\/(?!categoria\/)/.test(route)) continue;
  if (!facts.hrefs.includes('/blog'))
    failures.push(`${route}: el artículo no enlaza de vuelta a /blog`);
}
const feedFile = path.join(DIST, 'blog/rss.xml');
if (pages.has('/blog')) {
  const feed = fs.existsSync(feedFile) ? fs.readFileSync(feedFile, 'utf8') : '';
  if (!/^<\?xml[^>]*\?>\s*<rss version="2\.0"[\s\S]*<\/rss>\s*$/.test(feed))
    failures.push('/blog/rss.xml: falta o no es RSS 2.0');
  for (const [, link] of feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)) {
    const target = internalPath(link ?? '', SITE_URL);
    if (!target || !pages.has(target.path))
      failures.push(`/blog/rss.xml: ${link} no es un artículo`);
  }
}

console.log(`Páginas revisadas: ${pages.size}; enlaces internos: ${links}.`);
if (failures.length > 0) {
  console.error(`\n${failures.length} problema(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Todas las páginas cumplen y ningún enlace lleva a la página no encontrada.');

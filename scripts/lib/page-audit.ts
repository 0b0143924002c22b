import { matchPath } from 'react-router-dom';

/**
 * What the page check reads from a prerendered HTML file, and the rules it holds every public
 * page to. Plain functions over the HTML text, so the built site is checked without a browser.
 */

export interface PageFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  h1Count: number;
  jsonLd: unknown[];
  /** Every href of an <a>, decoded, in document order. */
  hrefs: string[];
  /** Every id in the document: the targets of #anchors. */
  ids: Set<string>;
  /** Peso amounts written in the page's main content ("$35.000"), as numbers. */
  pricesShown: number[];
  noindex: boolean;
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? null : decode(match[1]);
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

export function readPage(html: string): PageFacts {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  const meta = (name: string) =>
    tags(head, 'meta')
      .filter((tag) => attribute(tag, 'name') === name)
      .map((tag) => attribute(tag, 'content'))[0] ?? null;
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
  // Prices are counted in the page's own content: the shell (menu, footer) is on every page.
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? body;
  const text = decode(main.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' '));
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.trim() || null,
    description: meta('description'),
    canonical:
      tags(head, 'link')
        .filter((tag) => attribute(tag, 'rel') === 'canonical')
        .map((tag) => attribute(tag, 'href'))[0] ?? null,
    h1Count: tags(body, 'h1').length,
    jsonLd,
    hrefs: tags(body, 'a')
      .map((tag) => attribute(tag, 'href'))
      .filter((href): href is string => href !== null),
    ids: new Set([...body.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1] ?? ''))),
    // A period after the digits ends the price when no digit follows it: '$30.000.' closes a
    // sentence.
    pricesShown: [...text.matchAll(/\$\s?(\d{1,3}(?:\.\d{3})+|\d{1,3})(?!\d|\.\d)/g)].map((match) =>
      Number((match[1] ?? '').replaceAll('.', '')),
    ),
    noindex: meta('robots')?.includes('noindex') ?? false,
  };
}

/** Every node of a page's JSON-LD, flattening @graph documents. */
export function jsonLdNodes(facts: PageFacts): Record<string, unknown>[] {
  return facts.jsonLd.flatMap((document) => {
    if (typeof document !== 'object' || document === null) return [];
    const graph = (document as { '@graph'?: unknown })['@graph'];
    const nodes = Array.isArray(graph) ? (graph as unknown[]) : [document];
    return nodes.filter(
      (node): node is Record<string, unknown> => typeof node === 'object' && node !== null,
    );
  });
}

/** The CLP prices of every Offer in the page's JSON-LD, however deep (a Service's, a catalogue's). */
export function offeredPrices(facts: PageFacts): number[] {
  const prices: number[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    if (node['@type'] === 'Offer' && node.priceCurrency === 'CLP' && typeof node.price === 'number')
      prices.push(node.price);
    Object.values(node).forEach(visit);
  };
  visit(facts.jsonLd);
  return prices;
}

export interface SiteMap {
  prerendered: readonly string[];
  /** Client routes as route patterns (/payment/:serviceId). */
  client: readonly string[];
  /** Paths the host redirects (/blog-post-1 → its article). */
  redirects?: readonly string[];
}

/** The in-site path an href leads to, or null when it leaves the site or stays on the page. */
export function internalPath(href: string, siteUrl: string): { path: string; hash: string } | null {
  if (/^(mailto|tel|sms|javascript):/i.test(href) || href.startsWith('#')) return null;
  const base = new URL(`${siteUrl}/`);
  const url = new URL(href, base);
  if (url.origin !== base.origin) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return { path, hash: url.hash.slice(1) };
}

/** Whether a path is a page of the site: prerendered, a client route or a redirect. */
export function isPageOfSite(path: string, site: SiteMap): boolean {
  return (
    site.prerendered.includes(path) ||
    (site.redirects ?? []).includes(path) ||
    site.client.some((pattern) => matchPath(pattern, path) !== null)
  );
}

/** The rules every prerendered page meets; returns what it breaks, in Spanish. */
export function pageProblems(route: string, facts: PageFacts): string[] {
  const problems: string[] = [];
  if (!facts.title) problems.push('sin <title>');
  if (!facts.description) problems.push('sin meta description');
  if (!facts.canonical) problems.push('sin URL canónica');
  if (facts.h1Count !== 1) problems.push(`${facts.h1Count} elementos h1 (debe haber uno)`);
  const types = jsonLdNodes(facts).map((node) => node['@type']);
  if (types.length === 0) problems.push('sin JSON-LD');
  if (route !== '/' && !facts.noindex && !types.includes('BreadcrumbList'))
    problems.push('sin BreadcrumbList');
  // An article's amounts are worked examples (a severance, a fee table), not prices of the firm.
  if (/^\/blog\//.test(route)) return problems;
  const offered = offeredPrices(facts);
  const shown = facts.pricesShown.filter((price) => price > 0);
  if (shown.length > 0 && offered.length === 0)
    problems.push('muestra precios sin un Offer en CLP en su JSON-LD');
  for (const price of offered)
    if (!facts.pricesShown.includes(price))
      problems.push(`el JSON-LD ofrece $${price} y la página no muestra ese precio`);
  return problems;
}

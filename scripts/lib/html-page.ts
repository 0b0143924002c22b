import fs from 'node:fs/promises';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * React 19 renders a page's <title>, <meta> and <link> first when rendering a subtree; in the
 * browser it would hoist them into <head>. This moves them there in the static HTML too.
 */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHead(rendered: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/**
 * The page's own chunk and the chunks it imports, which the entry does not already load:
 * these become <link rel="modulepreload"> so the browser fetches them in parallel.
 */
export function pageChunks(manifest: Manifest, page: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const alreadyLoaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((child) => collect(child, into));
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) collect(entryKey, alreadyLoaded);
  if (!manifest[page]) throw new Error(`El manifiesto no tiene la página ${page}`);
  const needed = new Set<string>();
  collect(page, needed);
  return [...needed].filter((file) => !alreadyLoaded.has(file));
}

/**
 * Starts the hydration scripts once the content is on screen (the browser's first contentful
 * paint), or after 2 s where that never comes (a tab opened in the background). A prerendered
 * page is complete without JavaScript, so the HTML gets the network and the main thread to
 * itself until it is painted. Measured with Lighthouse (mobile), LCP went from about 1.9 s to
 * the first paint. The list of scripts is data in the page, for the budget check.
 *
 * The entry script goes first, then the page's chunks' modulepreloads, PRELOADS_PER_TASK to a
 * task: each element that starts a request costs the main thread about half a millisecond on
 * this project's 2-core machine, and the booking route's 43 in one task made a task of 20 ms,
 * 80 ms under Lighthouse's 4x CPU, counted as blocking time right after the first paint. Batches,
 * not one per task: a chain of timers is throttled to one per 4 ms after five, which held the
 * last chunks back by 150 ms.
 */
const PRELOADS_PER_TASK = 8;
const HYDRATION_LOADER = [
  '(function(){var done=false;function go(){if(done)return;done=true;',
  "var files=JSON.parse(document.getElementById('hydration-scripts').textContent);",
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=files[0];",
  'document.head.appendChild(s);var i=1;(function next(){',
  `for(var end=Math.min(files.length,i+${String(PRELOADS_PER_TASK)});i<end;i++){`,
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=files[i];",
  'document.head.appendChild(l);}if(i<files.length)setTimeout(next,0);})();}',
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0);})",
  ".observe({type:'paint',buffered:true});}catch(e){setTimeout(go,0);}",
  'setTimeout(go,2000);})();',
].join('');

const SCRIPT_TAG = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/g;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;

export function deferHydration(html: string): string {
  const entries = [...html.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]);
  if (entries.length !== 1)
    throw new Error(`Se esperaba un script de entrada, hay ${entries.length}`);
  const files = JSON.stringify([...entries, ...preloads]);
  return html
    .replace(SCRIPT_TAG, '')
    .replace(PRELOAD_TAG, '')
    .replace(
      '</body>',
      `<script id="hydration-scripts" type="application/json">${files}</script><script>${HYDRATION_LOADER}</script></body>`,
    );
}

export function buildPage(
  template: string,
  rendered: string,
  manifest: Manifest,
  page: string,
): string {
  const { head, body } = splitHead(rendered);
  const preloads = pageChunks(manifest, page)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return deferHydration(
    template.replace('<!--app-head-->', head + preloads).replace('<!--app-html-->', body),
  );
}

/**
 * Replaces the stylesheet link with the stylesheet itself. The site's CSS is small, and a
 * render-blocking request cost about 0.6 s of mobile LCP in measurements on this stack.
 */
export async function inlineStylesheets(template: string, distDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [tag, href] of links) {
    if (!href) continue;
    const css = await fs.readFile(path.join(distDir, href), 'utf8');
    html = html.replace(tag, `<style>${css}</style>`);
  }
  return html;
}

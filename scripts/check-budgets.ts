/**
 * Fails the build when a public page is over budget (design.md section 6): initial JavaScript,
 * inline CSS, and any backend or staff module in a public page's initial chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BOOKING_PAGE,
  BOOKING_ROUTE,
  BUDGETS,
  forbiddenModules,
  gzipSize,
  initialScripts,
  inlineStyles,
  pageFile,
} from './lib/budgets';
import { pageChunks, type Manifest } from './lib/html-page';
import { readSiteRoutes } from './lib/site-manifest';

/** The build to check: dist/, or another (DIST_DIR=dist-hosted for the hosted build). */
const DIST = path.resolve(process.env.DIST_DIR || 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const chunkModules = JSON.parse(
  fs.readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;
const { prerendered } = readSiteRoutes(DIST);
const failures: string[] = [];
const rows: string[][] = [];

// /agendamiento is checked apart, below, against its own budget.
for (const route of [...prerendered.filter((r) => r !== BOOKING_ROUTE), '/404']) {
  const html = fs.readFileSync(path.join(DIST, pageFile(route)), 'utf8');
  const scripts = initialScripts(html);
  const js = scripts.reduce(
    (sum, file) => sum + gzipSize(fs.readFileSync(path.join(DIST, file))),
    0,
  );
  const css = gzipSize(inlineStyles(html));
  const forbidden = forbiddenModules(scripts, chunkModules);
  rows.push([route, kb(js), String(scripts.length), kb(css), forbidden.length ? 'SÍ' : 'no']);
  if (js > BUDGETS.publicInitialJs)
    failures.push(`${route}: JS inicial ${kb(js)} > ${kb(BUDGETS.publicInitialJs)}`);
  if (css > BUDGETS.publicCss) failures.push(`${route}: CSS ${kb(css)} > ${kb(BUDGETS.publicCss)}`);
  for (const id of forbidden)
    failures.push(`${route}: carga ${id}, que no debe estar en una página pública`);
}

const header = ['ruta', 'JS inicial (gzip)', 'archivos', 'CSS (gzip)', 'backend/staff'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(`Construcción: ${path.relative(process.cwd(), DIST)}/`);
console.log(line(header));
rows.forEach((row) => console.log(line(row)));
console.log(
  `Presupuesto: JS ${kb(BUDGETS.publicInitialJs)}, CSS ${kb(BUDGETS.publicCss)} por página pública.`,
);

// The booking route: what it loads beyond the shell (the database is a separate, lazy chunk).
const manifest = JSON.parse(
  fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const bookingChunks = pageChunks(manifest, BOOKING_PAGE);
const bookingJs = bookingChunks.reduce(
  (sum, file) => sum + gzipSize(fs.readFileSync(path.join(DIST, file))),
  0,
);
console.log(
  `/agendamiento, JS propio (sin la base de datos): ${kb(bookingJs)} en ${String(bookingChunks.length)} archivos; presupuesto ${kb(BUDGETS.bookingRouteJs)}.`,
);
if (bookingJs > BUDGETS.bookingRouteJs)
  failures.push(`/agendamiento: JS propio ${kb(bookingJs)} > ${kb(BUDGETS.bookingRouteJs)}`);
const bookingForbidden = forbiddenModules(bookingChunks, chunkModules).filter((id) =>
  /@electric-sql|@supabase/.test(id),
);
for (const id of bookingForbidden)
  failures.push(`/agendamiento: carga ${id} de entrada; la base de datos debe cargarse aparte`);

if (failures.length > 0) {
  console.error(`\nFuera de presupuesto:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}

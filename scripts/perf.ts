/**
 * `npm run perf`: Lighthouse 12 (mobile defaults: Slow 4G, 4x CPU) on the production build,
 * served locally, in Debian's Chromium. Prints a table (median of the runs), writes
 * reports/perf.json with every run, and fails when a page loads more JavaScript than its budgets
 * allow: the scripts its HTML names (entry, modulepreloads and those the inline loader injects
 * after the first paint) against the budget `check:budgets` applies, and every other script the
 * browser loaded during the run against the budget of what a page loads by itself (`laterJs`).
 *
 * With --hosted it measures the build for a hosted Supabase project instead (dist-hosted/, made by
 * `npm run build:hosted`), whose pages must meet the same budgets; its report is
 * reports/perf-hosted.json.
 *
 *   npm run perf [-- --runs 3] [-- --no-build] [-- --pages /,/laboral] [-- --hosted]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BOOKING_ROUTE, gzipSize, pageInitialScripts } from './lib/budgets';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium';
import {
  formatTable,
  overBudget,
  runResult,
  summarize,
  type LighthouseReport,
  type RunResult,
} from './lib/perf-report';
import { HOSTED_DIST } from './lib/hosted-build';
import { readSiteRoutes } from './lib/site-manifest';
import { startServer } from './serve';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const hosted = process.argv.includes('--hosted');
const DIST_NAME = hosted ? HOSTED_DIST : 'dist';
const DIST = path.resolve(DIST_NAME);
const REPORTS = path.resolve('reports');
const REPORT = hosted ? 'perf-hosted.json' : 'perf.json';
const runs = Number(option('runs')) || 3;
const PORT = Number(option('port')) || 4317;

/** Runs the Lighthouse CLI without blocking: this process is also the one serving the site. */
function lighthouseCli(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

async function runLighthouse(url: string, output: string): Promise<RunResult> {
  const result = await lighthouseCli([
    path.resolve('node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
    '--quiet',
  ]);
  if (result.status !== 0) throw new Error(`Lighthouse falló en ${url}:\n${result.stderr}`);
  return runResult(JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport);
}

/** The paths of the scripts a prerendered page's HTML names: its initial JavaScript. */
const namedScripts = (page: string) =>
  new Set(pageInitialScripts(DIST, page).map((script) => `/${script}`));

/** A built file's gzip size, as `check:budgets` measures it; undefined for anything else. */
function builtSize(url: string): number | undefined {
  const file = path.join(DIST, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file)) return undefined;
  return gzipSize(fs.readFileSync(file));
}

/**
 * The home page, a practice page, a service landing, the blog, an article, a calculator and the
 * booking application, each when the build has it.
 */
function defaultPages(prerendered: readonly string[]): string[] {
  const has = (page: string) => prerendered.includes(page);
  const article =
    ['/blog/despido-injustificado'].find(has) ??
    prerendered.find((page) => /^\/blog\/(?!categoria\/)[^/]+$/.test(page));
  return [
    '/',
    ['/laboral', '/servicios/laboral', '/servicios'].find(has),
    // A service landing: the heaviest static page type (offers, plans, FAQ).
    has('/servicios/civil') ? '/servicios/civil' : undefined,
    has('/blog') ? '/blog' : undefined,
    article,
    // A calculator: its form island and result.
    has('/calculadoras/indemnizacion') ? '/calculadoras/indemnizacion' : undefined,
    BOOKING_ROUTE,
  ].filter((page): page is string => page !== undefined);
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  if (!process.argv.includes('--no-build'))
    execFileSync('npm', ['run', hosted ? 'build:hosted' : 'build'], { stdio: 'inherit' });
  const pages = option('pages')?.split(',') ?? defaultPages(readSiteRoutes(DIST).prerendered);

  fs.mkdirSync(REPORTS, { recursive: true });
  const server = await startServer(DIST_NAME, PORT);
  const results: Record<string, RunResult[]> = {};
  try {
    for (const page of pages) {
      results[page] = [];
      for (let run = 1; run <= runs; run += 1) {
        const file = path.join(
          REPORTS,
          `lighthouse${hosted ? '-hosted' : ''}${page === '/' ? '-home' : page.replace(/\//g, '-')}-${run}.json`,
        );
        console.log(`Lighthouse ${page} (${run}/${runs})...`);
        results[page].push(await runLighthouse(`http://127.0.0.1:${PORT}${page}`, file));
      }
    }
  } finally {
    server.close();
  }

  const summaries = Object.entries(results).map(([page, list]) =>
    summarize(page, list, builtSize, namedScripts(page)),
  );
  console.log(
    `\nLighthouse 12, móvil (Slow 4G, CPU 4x), mediana de ${String(runs)} ejecuciones, ${DIST_NAME}/; JS en gzip: el que la página nombra, y después el que cargó por sí sola:`,
  );
  console.log(formatTable(summaries));
  fs.writeFileSync(
    path.join(REPORTS, REPORT),
    JSON.stringify({ date: new Date().toISOString(), runs, summaries, all: results }, null, 2),
  );
  console.log(`Informe: ${path.relative(process.cwd(), path.join(REPORTS, REPORT))}`);
  const failures = overBudget(summaries);
  if (failures.length > 0) {
    console.error(
      `\nJavaScript fuera de presupuesto:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

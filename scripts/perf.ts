/**
 * `npm run perf`: Lighthouse 12 (mobile defaults: Slow 4G, 4x CPU) on the production build,
 * served locally, in Debian's Chromium. A benchmark, not a test: prints a table (median of the
 * runs) and writes reports/perf.json with every run.
 *
 *   npm run perf [-- --runs 3] [-- --no-build]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium';
import { readSiteRoutes } from './lib/site-manifest';
import { startServer } from './serve';

const PORT = 4317;
const REPORTS = path.resolve('reports');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scriptBytes: number;
}

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

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
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    scriptBytes: scripts
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  if (!process.argv.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const { prerendered } = readSiteRoutes('dist');
  const practicePage = ['/laboral', '/servicios/laboral', '/servicios'].find((p) =>
    prerendered.includes(p),
  );
  const pages = [
    '/',
    practicePage,
    // A service landing: the heaviest static page type (offers, plans, FAQ).
    prerendered.includes('/servicios/civil') ? '/servicios/civil' : undefined,
    prerendered.includes('/blog') ? '/blog' : undefined,
    prerendered.includes('/blog/despido-injustificado') ? '/blog/despido-injustificado' : undefined,
    // A calculator: its form island and result.
    prerendered.includes('/calculadoras/indemnizacion') ? '/calculadoras/indemnizacion' : undefined,
    '/agendamiento',
  ].filter((page): page is string => page !== undefined);

  fs.mkdirSync(REPORTS, { recursive: true });
  const server = await startServer('dist', PORT);
  const results: Record<string, RunResult[]> = {};
  try {
    for (const page of pages) {
      results[page] = [];
      for (let run = 1; run <= runs; run += 1) {
        const file = path.join(
          REPORTS,
          `lighthouse${page === '/' ? '-home' : page.replace(/\//g, '-')}-${run}.json`,
        );
        console.log(`Lighthouse ${page} (${run}/${runs})...`);
        results[page].push(await runLighthouse(`http://127.0.0.1:${PORT}${page}`, file));
      }
    }
  } finally {
    server.close();
  }

  const rows = Object.entries(results).map(([page, list]) => {
    const pick = (key: keyof RunResult) => median(list.map((r) => r[key]));
    return {
      page,
      score: pick('score'),
      lcp: `${(pick('lcp') / 1000).toFixed(2)} s`,
      tbt: `${Math.round(pick('tbt'))} ms`,
      cls: pick('cls').toFixed(3),
      fcp: `${(pick('fcp') / 1000).toFixed(2)} s`,
      scripts: `${(pick('scriptBytes') / 1024).toFixed(1)} kB`,
    };
  });
  console.log(`\nLighthouse 12, móvil (Slow 4G, CPU 4x), mediana de ${runs} ejecuciones:`);
  console.table(rows);
  fs.writeFileSync(
    path.join(REPORTS, 'perf.json'),
    JSON.stringify({ date: new Date().toISOString(), runs, medians: rows, all: results }, null, 2),
  );
  console.log(`Informe: ${path.relative(process.cwd(), path.join(REPORTS, 'perf.json'))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { BOOKING_ROUTE, BUDGETS } from './budgets';

/** The parts of a Lighthouse 12 JSON report that `npm run perf` reads. */
export interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
}

export interface LoadedScript {
  url: string;
  /** Bytes on the wire: the compressed body plus the HTTP headers. */
  transferSize: number;
}

export interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scripts: LoadedScript[];
}

export interface PageSummary {
  page: string;
  runs: number;
  score: number;
  lcp: number;
  tbt: number;
  /** Lowest and highest TBT of the runs: on a busy machine it varies most. */
  tbtRange: [number, number];
  cls: number;
  fcp: number;
  /** The scripts the page's HTML names: its entry, modulepreloads and inline loader's list. */
  scriptFiles: number;
  /** Gzip bytes of those scripts, measured as `check:budgets` measures them. */
  scriptBytes: number;
  wireBytes: number;
  budget: number;
  /** Scripts the page loaded by itself beyond those (a calculator's day values), gzip. */
  laterFiles: number;
  laterBytes: number;
  laterBudget: number;
}

/**
 * Every script the browser requested while Lighthouse loaded the page: the ones the HTML names
 * and the ones its inline loader (or the app, once running) injected afterwards. Counted once each.
 */
export function loadedScripts(report: LighthouseReport): LoadedScript[] {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const byUrl = new Map<string, LoadedScript>();
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url || item.url.startsWith('data:')) continue;
    const known = byUrl.get(item.url);
    byUrl.set(item.url, {
      url: item.url,
      transferSize: (known?.transferSize ?? 0) + (item.transferSize ?? 0),
    });
  }
  return [...byUrl.values()];
}

export function runResult(report: LighthouseReport): RunResult {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    scripts: loadedScripts(report),
  };
}

/**
 * The scripts' size as the budget counts it: each built file's gzip size (`sizeOf`, the helper
 * `check:budgets` uses), so HTTP headers and the local server's compression level do not count;
 * a script that is not a built file counts what it took on the wire.
 */
export function scriptBytes(
  scripts: readonly LoadedScript[],
  sizeOf: (url: string) => number | undefined,
): number {
  return scripts.reduce((sum, script) => sum + (sizeOf(script.url) ?? script.transferSize), 0);
}

/** A public page gets the public budget; the booking application adds its own to the shell's. */
export function scriptBudget(page: string): number {
  return page === BOOKING_ROUTE
    ? BUDGETS.publicInitialJs + BUDGETS.bookingRouteJs
    : BUDGETS.publicInitialJs;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Metrics are the median of the runs. Scripts are the largest run's: a script that one run
 * caught loading (an idle or late import) is still a script the page loads. `named` holds the
 * paths of the scripts the page's HTML names (`initialScripts`, as `check:budgets` reads them):
 * they are the page's initial JavaScript; any other script it loaded counts apart, against the
 * budget of what a page loads by itself once usable.
 */
export function summarize(
  page: string,
  runs: readonly RunResult[],
  sizeOf: (url: string) => number | undefined,
  named: ReadonlySet<string>,
): PageSummary {
  const pick = (key: 'score' | 'lcp' | 'tbt' | 'cls' | 'fcp') => median(runs.map((r) => r[key]));
  const tbts = runs.map((r) => r.tbt);
  const biggest = runs.reduce<RunResult | undefined>(
    (best, run) =>
      !best || scriptBytes(run.scripts, sizeOf) > scriptBytes(best.scripts, sizeOf) ? run : best,
    undefined,
  );
  const all = biggest?.scripts ?? [];
  const isNamed = (script: LoadedScript) => named.has(new URL(script.url).pathname);
  const scripts = all.filter(isNamed);
  const later = all.filter((script) => !isNamed(script));
  return {
    page,
    runs: runs.length,
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    cls: pick('cls'),
    fcp: pick('fcp'),
    scriptFiles: scripts.length,
    scriptBytes: scriptBytes(scripts, sizeOf),
    wireBytes: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    budget: scriptBudget(page),
    laterFiles: later.length,
    laterBytes: scriptBytes(later, sizeOf),
    laterBudget: BUDGETS.laterJs,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const files = (count: number) => `${String(count)} ${count === 1 ? 'archivo' : 'archivos'}`;

/** One Spanish line per budget a page exceeds; empty when every page is within. */
export function overBudget(summaries: readonly PageSummary[]): string[] {
  return summaries.flatMap((s) => [
    ...(s.scriptBytes > s.budget
      ? [
          `${s.page}: carga ${kb(s.scriptBytes)} de JavaScript inicial (gzip, ${files(s.scriptFiles)}) > ${kb(s.budget)}`,
        ]
      : []),
    ...(s.laterBytes > s.laterBudget
      ? [
          `${s.page}: carga después, por sí sola, ${kb(s.laterBytes)} de JavaScript (gzip, ${files(s.laterFiles)}) > ${kb(s.laterBudget)}`,
        ]
      : []),
  ]);
}

export function formatTable(summaries: readonly PageSummary[]): string {
  const header = [
    'página',
    'puntaje',
    'LCP',
    'TBT (mín–máx)',
    'CLS',
    'FCP',
    'scripts',
    'JS gzip',
    'después',
  ];
  const rows = summaries.map((s) => [
    s.page,
    String(s.score),
    `${(s.lcp / 1000).toFixed(2)} s`,
    `${String(Math.round(s.tbt))} ms (${String(Math.round(s.tbtRange[0]))}–${String(Math.round(s.tbtRange[1]))})`,
    s.cls.toFixed(3),
    `${(s.fcp / 1000).toFixed(2)} s`,
    String(s.scriptFiles),
    `${kb(s.scriptBytes)} / ${kb(s.budget)}`,
    `${kb(s.laterBytes)} / ${kb(s.laterBudget)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

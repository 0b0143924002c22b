import { BOOKING_ROUTE, BUDGETS } from './budgets';
import {
  formatTable,
  loadedScripts,
  overBudget,
  runResult,
  scriptBudget,
  summarize,
  type LighthouseReport,
} from './perf-report';

const origin = 'http://127.0.0.1:4317';

/**
 * A prerendered page as Lighthouse sees it: the HTML names no script at all; the inline loader
 * injects the entry and the page chunk after the first paint, and the app imports one more.
 */
function report(sizes: Record<string, number>, score = 0.97): LighthouseReport {
  return {
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: 900 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'first-contentful-paint': { numericValue: 800 },
      'network-requests': {
        details: {
          items: [
            { url: `${origin}/`, resourceType: 'Document', transferSize: 9000 },
            { url: `${origin}/favicon.svg`, resourceType: 'Image', transferSize: 500 },
            ...Object.entries(sizes).map(([file, transferSize]) => ({
              url: `${origin}/assets/${file}`,
              resourceType: 'Script',
              transferSize,
            })),
          ],
        },
      },
    },
  };
}

/** Gzip size of a built file: here, the wire size less 300 bytes of headers. */
const builtSize = (sizes: Record<string, number>) => (url: string) => {
  const size = sizes[url.replace(`${origin}/assets/`, '')];
  return size === undefined ? undefined : size - 300;
};

describe('perf report', () => {
  const injected = { 'index.js': 90_000, 'home-page.js': 6_000, 'side-menu.js': 8_000 };
  // What the page's HTML names: the entry and the chunks of its inline loader's list.
  const named = new Set(Object.keys(injected).map((file) => `/assets/${file}`));

  it('counts every script the browser loaded, injected ones included, and nothing else', () => {
    expect(loadedScripts(report(injected)).map((s) => s.url)).toEqual([
      `${origin}/assets/index.js`,
      `${origin}/assets/home-page.js`,
      `${origin}/assets/side-menu.js`,
    ]);
  });

  it('sums the built size of every loaded script, and the wire size of any other', () => {
    const run = runResult(report(injected));
    const summary = summarize('/', [run], builtSize(injected), named);
    expect(summary.scriptFiles).toBe(3);
    expect(summary.scriptBytes).toBe(104_000 - 900);
    expect(summary.wireBytes).toBe(104_000);
    const unknown = summarize('/', [run], () => undefined, named);
    expect(unknown.scriptBytes).toBe(104_000);
  });

  it('fails a page that injected scripts push over the public budget, in Spanish', () => {
    const heavy = { ...injected, 'side-menu.js': 9_000 };
    const summary = summarize('/', [runResult(report(heavy))], builtSize(heavy), named);
    expect(summary.budget).toBe(BUDGETS.publicInitialJs);
    expect(overBudget([summary])).toEqual([
      '/: carga 101.7 kB de JavaScript inicial (gzip, 3 archivos) > 100.8 kB',
    ]);
    const light = { 'index.js': 90_000, 'home-page.js': 6_000 };
    expect(
      overBudget([summarize('/', [runResult(report(light))], builtSize(light), named)]),
    ).toEqual([]);
  });

  it('counts what the page loaded by itself, beyond what its HTML names, against a budget of its own', () => {
    const refreshed = { ...injected, 'refresh.js': 3_300 };
    const summary = summarize('/', [runResult(report(refreshed))], builtSize(refreshed), named);
    expect(summary).toMatchObject({
      scriptFiles: 3,
      scriptBytes: 104_000 - 900,
      laterFiles: 1,
      laterBytes: 3_000,
      laterBudget: BUDGETS.laterJs,
    });
    expect(overBudget([summary])).toEqual([]);
    const woken = { ...injected, 'calculator-form.js': 19_300 };
    expect(
      overBudget([summarize('/', [runResult(report(woken))], builtSize(woken), named)]),
    ).toEqual(['/: carga después, por sí sola, 18.6 kB de JavaScript (gzip, 1 archivo) > 6.0 kB']);
  });

  it('gives the booking application the shell budget plus its own', () => {
    expect(scriptBudget(BOOKING_ROUTE)).toBe(BUDGETS.publicInitialJs + BUDGETS.bookingRouteJs);
    expect(scriptBudget('/laboral')).toBe(BUDGETS.publicInitialJs);
    const summary = summarize(
      BOOKING_ROUTE,
      [runResult(report(injected))],
      builtSize(injected),
      named,
    );
    expect(overBudget([summary])).toEqual([]);
  });

  it('takes the median of the metrics and the run that loaded the most scripts', () => {
    const runs = [
      { ...runResult(report({ 'index.js': 90_000 }, 0.9)), tbt: 400 },
      runResult(report(injected, 0.99)),
      runResult(report({ 'index.js': 90_000 }, 0.95)),
    ];
    const summary = summarize('/', runs, builtSize(injected), named);
    expect(summary.score).toBe(95);
    expect(summary.tbt).toBe(120);
    expect(summary.tbtRange).toEqual([120, 400]);
    expect(summary.scriptFiles).toBe(3);
  });

  it('prints one row per page', () => {
    const summary = summarize(
      '/laboral',
      [runResult(report(injected))],
      builtSize(injected),
      named,
    );
    const table = formatTable([summary]).split('\n');
    expect(table[0]).toMatch(/^página\s+puntaje\s+LCP/);
    expect(table[1]).toMatch(
      /^\/laboral\s+97\s+0\.90 s\s+120 ms \(120–120\)\s+0\.001\s+0\.80 s\s+3\s+100\.7 kB \/ 100\.8 kB\s+0\.0 kB \/ 6\.0 kB$/,
    );
  });
});

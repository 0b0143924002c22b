/**
 * `npm run bench:db`: how fast the embedded database is, in Node and in headless Chromium, with
 * the machine and its load average, each timing as min / median / max of `--runs` (default 5).
 * A benchmark, not a test: it prints what it measured.
 *
 *   npm run bench:db [-- --no-build] [--runs 5] [--dist dir] [--port 4319]
 *                    [--browser-only | --intent-only] [--no-intent]
 *
 * `--dist` measures another build (one made from an earlier commit, to compare before and after
 * in one run on one machine); only `dist/` is built first.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { START_MARKS } from '../src/backend/embedded/database-start-phases';
import {
  authVisits,
  firstBooking,
  staffSignIn,
  type AuthVisit,
} from './lib/bench/browser-journeys';
import { firstVisitBytes } from './lib/bench/first-visit-bytes';
import { intentCases } from './lib/bench/intent-journeys';
import { describeMachine, loadAverage } from './lib/bench/machine';
import { nodeQueries, nodeStarts } from './lib/bench/node-database';
import { BACKEND_READY_MARK } from './lib/bench/page-moments';
import { median, spread } from './lib/bench/spread';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium';
import { startServer } from './serve';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/**
 * The journeys, each `runs` times: a first visit to /auth (the form usable, the database
 * started), repeat visits, a first booking to the payment step, and a staff sign-in with the
 * second step to /admin's figures.
 */
async function browserStarts(dist: string, runs: number): Promise<string[]> {
  if (!process.argv.includes('--no-build') && dist === 'dist')
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const port = Number(option('port', '4319'));
  const base = `http://127.0.0.1:${String(port)}`;
  const server = await startServer(dist, port);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    if (process.argv.includes('--intent-only')) return await intentCases(browser, base);
    const bytes = await firstVisitBytes(browser, base);
    const firsts: AuthVisit[] = [];
    const repeats: AuthVisit[] = [];
    for (let i = 0; i < runs; i += 1) {
      const visits = await authVisits(browser, base, 3);
      firsts.push(visits.first);
      repeats.push(...visits.repeats);
    }
    const bookings: number[] = [];
    for (let i = 0; i < runs; i += 1) bookings.push(await firstBooking(browser, base));
    const signIns: { codeAsked: number; admin: number }[] = [];
    for (let i = 0; i < runs; i += 1) signIns.push(await staffSignIn(browser, base));
    const phases = (visits: AuthVisit[]) =>
      [...Object.values(START_MARKS), BACKEND_READY_MARK]
        .map((mark) => {
          const times = visits.flatMap((visit) => visit.phases[mark] ?? []);
          return times.length > 0 ? `${mark} ${median(times).toFixed(0)}` : undefined;
        })
        .filter((line) => line !== undefined)
        .join(', ') || 'sin marcas';
    const readies = (visits: AuthVisit[]) =>
      visits.map((visit) => visit.ready).filter((ready): ready is number => ready !== undefined);
    return [
      `Chromium, first visit to /auth, the sign-in form usable: ${spread(firsts.map((v) => v.usable))}`,
      `Chromium, first visit to /auth, the database started: ${spread(readies(firsts))}`,
      `Chromium, first visit to /auth, the start's steps (median ms from navigation): ${phases(firsts)}`,
      `Chromium, repeat visit to /auth (3 reloads a browser), the form usable: ${spread(repeats.map((v) => v.usable))}`,
      `Chromium, repeat visit to /auth, the database started: ${spread(readies(repeats))}`,
      `Chromium, repeat visit to /auth, the start's steps (median ms from navigation): ${phases(repeats)}`,
      `Chromium, a first booking (new browser, wizard to the payment step): ${spread(bookings)}`,
      `Chromium, a staff sign-in (new browser), the code asked for after the password: ${spread(signIns.map((s) => s.codeAsked))}`,
      `Chromium, a staff sign-in (new browser: password, demo second step, /admin's figures): ${spread(signIns.map((s) => s.admin))}`,
      `Chromium, first visit to /auth, bytes over the wire: ${bytes}`,
      ...(process.argv.includes('--no-intent') ? [] : await intentCases(browser, base)),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  const dist = option('dist', 'dist');
  const runs = Number(option('runs', '5'));
  const loadBefore = loadAverage();
  const node =
    process.argv.includes('--browser-only') || process.argv.includes('--intent-only')
      ? []
      : [...(await nodeStarts(Math.min(runs, 3))), ...(await nodeQueries())];
  const lines = [...node, ...(await browserStarts(dist, runs))];
  console.log(`\nBase de datos embebida (PGlite), build ${dist}/`);
  console.log(
    `  ${describeMachine()}; carga media (1/5/15 min) al empezar ${loadBefore}, al terminar ${loadAverage()}`,
  );
  for (const line of lines) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

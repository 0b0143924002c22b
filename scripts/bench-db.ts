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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import { seedDemoAccounts } from '../src/backend/embedded/demo-accounts';
import { migrate } from '../src/backend/embedded/migrate';
import { embeddedSetup, migrationFiles, upcomingWeekday } from '../supabase/tests/test-database';
import {
  authVisits,
  firstBooking,
  staffSignIn,
  type AuthVisit,
} from './lib/bench/browser-journeys';
import { describeMachine, loadAverage } from './lib/bench/machine';
import { BACKEND_READY_MARK } from './lib/bench/page-moments';
import { median, percentile, spread } from './lib/bench/spread';
import { START_MARKS } from '../src/backend/embedded/database-start-phases';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium';
import { ensureSnapshot } from './lib/database-snapshot';
import { startServer } from './serve';

const extensions = { pgcrypto };

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

async function openAndMigrate(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir, { extensions });
  await migrate(db, embeddedSetup(), migrationFiles());
  await seedDemoAccounts(db);
  return db;
}

/** One of each start in Node: in memory, a new directory, that directory again, the snapshot. */
async function nodeStartOnce(): Promise<number[]> {
  const [memory, cold] = await timed(() => openAndMigrate());
  await memory.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-bench-'));
  const [first, firstVisit] = await timed(() => openAndMigrate(dir));
  await first.close();
  const [again, repeatVisit] = await timed(() => openAndMigrate(dir));
  await again.close();
  fs.rmSync(dir, { recursive: true, force: true });
  // What the browser and the database tests do instead of creating: load the built snapshot.
  const snapshot = new Blob([fs.readFileSync(await ensureSnapshot({ seed: true }))]);
  const [loaded, fromSnapshot] = await timed(async () => {
    const db = await PGlite.create({ loadDataDir: snapshot, extensions });
    await migrate(db, embeddedSetup(), migrationFiles());
    await seedDemoAccounts(db);
    return db;
  });
  await loaded.close();
  return [cold, firstVisit, repeatVisit, fromSnapshot];
}

async function nodeStarts(runs: number): Promise<string[]> {
  const samples: number[][] = [[], [], [], []];
  for (let i = 0; i < runs; i += 1)
    (await nodeStartOnce()).forEach((value, kind) => samples[kind]?.push(value));
  const [cold = [], firstVisit = [], repeatVisit = [], fromSnapshot = []] = samples;
  return [
    `Node, cold start in memory (create + migrate + seed): ${spread(cold)}`,
    `Node, first visit (directory): ${spread(firstVisit)}`,
    `Node, repeat visit (reopen, already migrated): ${spread(repeatVisit)}`,
    `Node, open from the snapshot (load + up-to-date checks): ${spread(fromSnapshot)}`,
  ];
}

async function queries(): Promise<string[]> {
  const db = await openAndMigrate();
  const fecha = await upcomingWeekday(db, 2);
  const asAnon = async <T>(fn: () => Promise<T>) => {
    await db.exec(
      'set role anon; select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', false)',
    );
    try {
      return await fn();
    } finally {
      await db.exec('reset role');
    }
  };
  const durations: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const [rows, duration] = await timed(() =>
      asAnon(() =>
        db.query<{ id: string }>(
          "select id from public.crear_reserva('Bench Persona', '12.345.678-5', 'bench@ejemplo.cl', '+56912345678', $1::date, '09:00', 'laboral', 'videollamada', p_declaracion_edad => 'mayor_de_edad', p_aviso_version => '2.0', p_terminos_version => '1.0')",
          [fecha],
        ),
      ),
    );
    durations.push(duration);
    // Free the slot again, outside the measurement, and date the booking two days back: one
    // person may make only 5 bookings in 24 hours, and all 500 are the same person.
    await db.query(
      "update public.reservas set estado = 'cancelada', created_at = created_at - interval '2 days' where id = $1",
      [rows.rows[0]?.id],
    );
  }
  // A busy month: every other slot of the next four weeks taken.
  await db.exec(`
    insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria, estado)
    select 'Ocupado', '12.345.678-5', 'o@ejemplo.cl', '+56912345678', d::date, h, 'laboral', 'Consulta Laboral', 35000, 'Laboral', 'confirmada'
    from generate_series(current_date + 1, current_date + 28, interval '1 day') d,
         unnest(array['09:00','10:00','11:00','14:00','15:00','16:00','17:00']) h
    where extract(isodow from d) between 1 and 5
    on conflict do nothing`);
  const occupied: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const [, duration] = await timed(() =>
      asAnon(() =>
        db.query('select * from public.horarios_ocupados(current_date, current_date + 28)'),
      ),
    );
    occupied.push(duration);
  }
  await db.close();
  return [
    `crear_reserva, 500 calls: median ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms`,
    `horarios_ocupados for 4 weeks, 100 calls: median ${percentile(occupied, 50).toFixed(1)} ms, p95 ${percentile(occupied, 95).toFixed(1)} ms`,
  ];
}

const mb = (value: number) => `${(value / 1_000_000).toFixed(2)} MB`;

/**
 * Counts what the page and its workers receive over the network (compressed body and headers, as
 * Chromium reports them), by file name.
 */
function countBytes(page: Page): { total: number; byFile: Map<string, number> } {
  const state = { total: 0, byFile: new Map<string, number>() };
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => {
      const size = sizes.responseBodySize + sizes.responseHeadersSize;
      const name = request.url().replace(/^.*\//, '');
      state.total += size;
      state.byFile.set(name, (state.byFile.get(name) ?? 0) + size);
    });
  });
  return state;
}

function largest(byFile: Map<string, number>): string {
  return [...byFile]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([file, size]) => `${file} ${mb(size)}`)
    .join(', ');
}

/**
 * A first visit to a practice page: from the click on a service's 'Agendar' to the first time
 * of next week's first open day that can be chosen, by the page's own clock. `hoverMs`: how long
 * the mouse rests on the link before the click (intent starts the engine after 80 ms); null: the
 * browser saves data, so nothing loads ahead and the dialog starts the engine when it opens, as
 * every click did before intent loading.
 */
async function clickToTimes(
  browser: Browser,
  base: string,
  hoverMs: number | null,
): Promise<number> {
  const context = await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
  try {
    await context.addInitScript((saveData: boolean) => {
      if (saveData) Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
      const marks: { clickAt?: number; timesAt?: number } = {};
      Object.assign(window, { __intentMarks: marks });
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('a[data-booking-plan]'))
            marks.clickAt ??= performance.now();
        },
        true,
      );
      const selector = 'dialog ul[aria-label="Horarios"] button:not([aria-disabled])';
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)) return;
        marks.timesAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, hoverMs === null);
    const page = await context.newPage();
    await page.goto(`${base}/laboral`);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('link', { name: 'Agendar Autodespido' });
    if (hoverMs !== null && hoverMs > 0) {
      await link.hover();
      await page.waitForTimeout(hoverMs);
    }
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Autodespido' });
    await dialog.getByRole('button', { name: 'Semana siguiente' }).click();
    await dialog
      .getByRole('button', {
        name: /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/,
        disabled: false,
      })
      .first()
      .click();
    const marks = await page.waitForFunction(
      () => {
        const { clickAt, timesAt } = (
          window as unknown as { __intentMarks: { clickAt?: number; timesAt?: number } }
        ).__intentMarks;
        return clickAt !== undefined && timesAt !== undefined && timesAt - clickAt;
      },
      undefined,
      { timeout: 120_000 },
    );
    const duration = Number(await marks.jsonValue());
    return duration;
  } finally {
    await context.close();
  }
}

/** Booking from a practice page, with and without the engine started on intent. */
async function intentCases(browser: Browser, base: string): Promise<string[]> {
  const cases: [string, number | null][] = [
    ['data saver (nothing ahead: the engine starts when the dialog opens)', null],
    ['a click straight away (the engine starts on the press)', 0],
    ['the mouse rests 1 s on the link first', 1000],
    ['the mouse rests 3 s on the link first', 3000],
  ];
  const lines: string[] = [];
  for (const [name, hoverMs] of cases) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) runs.push(await clickToTimes(browser, base, hoverMs));
    lines.push(
      `Chromium, /laboral first visit, click on 'Agendar' to usable times, ${name}: ${spread(runs)}`,
    );
  }
  return lines;
}

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

/** What a first visit to /auth downloads, once the database has started. */
async function firstVisitBytes(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bytes = countBytes(page);
    await page.goto(`${base}/auth`);
    await page
      .waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        BACKEND_READY_MARK,
        { timeout: 120_000 },
      )
      .catch(() => page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).waitFor());
    await page.waitForLoadState('networkidle');
    return `${mb(bytes.total)} (largest: ${largest(bytes.byFile)})`;
  } finally {
    await context.close();
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
      : [...(await nodeStarts(Math.min(runs, 3))), ...(await queries())];
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

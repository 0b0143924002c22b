/**
 * `npm run bench:admin`: the admin's Reservas tab with 10,000 bookings, in headless Chromium on
 * the embedded database. Prints the time from opening the tab to its first rows, and from
 * changing a filter (estado, then a search) to the filtered rows. Target: under 300 ms to filter.
 *
 *   npm run bench:admin [-- --no-build]
 *
 * It builds with VITE_BENCH=1, which exposes the raw database to the page so this script can
 * seed it (no other build contains that); `npm test` and `npm run build` rebuild normally.
 */
import { execFileSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import { describeMachine, loadAverage } from './lib/bench/machine';
import { spread } from './lib/bench/spread';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium';
import { startServer } from './serve';

const PORT = 4320;
const BOOKINGS = 10_000;
const RUNS = 5;

const SEED_SQL = `
insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio,
  categoria, tipo_reunion, estado, created_at)
select 'Cliente ' || n, '12.345.678-5', 'cliente' || n || '@ejemplo.cl',
  '+569' || lpad(n::text, 8, '0'), fecha, hora, 'laboral', 'Consulta Laboral', 35000, 'Laboral',
  'videollamada',
  (array['completada', 'cancelada', 'expirada', 'completada'])[1 + n % 4]::public.estado_reserva,
  now() - make_interval(mins => n::int)
from (
  select row_number() over (order by d, h) as n, d::date as fecha, h as hora
  from generate_series(date '2020-01-06', date '2026-10-30', interval '1 day') d
  cross join unnest(private.horarios_del_dia()) h
  where extract(isodow from d) <= 5
  limit ${String(BOOKINGS)}
) slots`;

/**
 * Runs `act` in the page and returns the milliseconds until the Reservas table's rows differ
 * from before and satisfy `done`, measured by the page's own clock (a MutationObserver), so
 * Playwright's polling adds nothing.
 */
type Done = 'first-page' | 'only-cancelled' | 'one-row';

async function timeUntilRows(page: Page, act: () => Promise<unknown>, done: Done): Promise<number> {
  // A string, not a function: tsx compiles functions with helpers the page does not have.
  await page.evaluate(`(() => {
    const condition = ${JSON.stringify(done)};
    const tbody = () => document.querySelector('#admin-panel-reservas tbody');
    const before = tbody()?.textContent ?? '';
    window.benchEnd = undefined;
    new MutationObserver((_records, observer) => {
      const text = tbody()?.textContent ?? '';
      const rows = document.querySelectorAll('#admin-panel-reservas tbody tr').length;
      const ok = condition === 'first-page' ? rows >= 10
        : condition === 'only-cancelled' ? !/Completada|Expirada/.test(text)
        : rows === 1;
      if (text !== before && rows > 0 && ok) {
        window.benchEnd = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    window.benchStart = performance.now();
  })()`);
  await act();
  await page.waitForFunction('window.benchEnd !== undefined', undefined, { timeout: 30_000 });
  return Number(await page.evaluate('window.benchEnd - window.benchStart'));
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  if (!process.argv.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, VITE_BENCH: '1' },
    });
  const server = await startServer('dist', PORT);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await (await browser.newContext({ locale: 'es-CL' })).newPage();
    await page.goto(`http://127.0.0.1:${String(PORT)}/auth?next=/admin`);
    await page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).click({
      timeout: 120_000,
    });
    await page
      .getByRole('form', { name: 'Iniciar sesión' })
      .getByRole('button', { name: 'Iniciar sesión' })
      .click();
    await page.getByRole('heading', { name: 'Panel de administración' }).waitFor();

    const seeded = Date.now();
    const hasDb = await page.evaluate(async (sql) => {
      const db = (
        window as unknown as { __puntoLegalBenchDb?: { exec(q: string): Promise<unknown> } }
      ).__puntoLegalBenchDb;
      if (!db) return false;
      await db.exec(sql);
      return true;
    }, SEED_SQL);
    if (!hasDb) throw new Error('Esta compilación no es de benchmark: quita --no-build.');
    console.log(`Sembradas ${String(BOOKINGS)} reservas en ${String(Date.now() - seeded)} ms.`);

    const firstRows: number[] = [];
    const byEstado: number[] = [];
    const bySearch: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`http://127.0.0.1:${String(PORT)}/admin?tab=usuarios`);
      await page.getByRole('tab', { name: 'Reservas' }).waitFor({ timeout: 60_000 });
      await page.getByRole('table').first().waitFor({ timeout: 60_000 });
      firstRows.push(
        await timeUntilRows(
          page,
          () => page.getByRole('tab', { name: 'Reservas' }).click(),
          'first-page',
        ),
      );
      const panel = page.locator('#admin-panel-reservas');
      byEstado.push(
        await timeUntilRows(
          page,
          () => panel.getByRole('combobox', { name: /estado/i }).selectOption('cancelada'),
          'only-cancelled',
        ),
      );
      bySearch.push(
        await timeUntilRows(
          page,
          () => panel.getByRole('searchbox', { name: 'Buscar reservas' }).fill('cliente7777@'),
          'one-row',
        ),
      );
    }
    console.log(
      `\nPanel de administración, pestaña Reservas (${String(BOOKINGS)} reservas), Chromium, ${String(RUNS)} veces:`,
    );
    console.log(`  ${describeMachine()}; carga media (1/5/15 min) al terminar ${loadAverage()}`);
    console.log(`  abrir la pestaña hasta ver las primeras filas: ${spread(firstRows)}`);
    console.log(`  filtrar por estado hasta ver las filas filtradas: ${spread(byEstado)}`);
    console.log(
      `  buscar un texto hasta ver el resultado (incluye la espera de escritura del buscador): ${spread(bySearch)}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

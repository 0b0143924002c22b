/** What a first visit downloads, counted in Chromium by file. */
import type { Browser, Page } from '@playwright/test';
import { BACKEND_READY_MARK } from './page-moments';

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

/** What a first visit to /auth downloads, once the database has started. */
export async function firstVisitBytes(browser: Browser, base: string): Promise<string> {
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

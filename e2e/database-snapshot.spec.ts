import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A first visit opens the database from the snapshot built with the site; later ones reopen what
// the browser stored. pgcrypto's library is downloaded only when a query needs it.
test.describe.configure({ timeout: 120_000 });

/** The names of the database's downloads this page requests, counted by kind. */
function countDownloads(page: Page) {
  const counts = { snapshot: 0, engine: 0, pgcrypto: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (/\/assets\/database\.tar-[\w-]+\.gz$/.test(url)) counts.snapshot += 1;
    if (/\/assets\/pglite-[\w-]+\.wasm$/.test(url)) counts.engine += 1;
    if (/\/assets\/pgcrypto-[\w-]+\.wasm$/.test(url)) counts.pgcrypto += 1;
  });
  return counts;
}

const demoButton = (page: Page, email: string) =>
  page.getByRole('button', { name: `Usar la cuenta ${email}` });

/**
 * Waits until the database has started (the mark get-backend.ts sets): the sign-in form is
 * usable long before, while the database starts behind it.
 */
async function databaseStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('backend-ready').length > 0, null, {
    timeout: 60_000,
  });
}

test('a first visit opens the snapshot, a reload reuses the stored database, and the demo accounts sign in', async ({
  page,
}) => {
  const counts = countDownloads(page);
  await page.goto('/auth');
  await databaseStarted(page);
  expect(counts).toMatchObject({ snapshot: 1, engine: 1, pgcrypto: 0 });

  await page.reload();
  await databaseStarted(page);
  // Stored in IndexedDB: the snapshot is not opened (nor downloaded) again.
  expect(counts.snapshot).toBe(1);

  await demoButton(page, 'cliente@demo.cl').click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page).toHaveURL(/\/mi-cuenta$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  // Checking the password needed pgcrypto: its library came then, once.
  expect(counts.pgcrypto).toBe(1);
  expect(counts.snapshot).toBe(1);
});

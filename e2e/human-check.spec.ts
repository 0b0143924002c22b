import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, startForm, test, waitForHydration } from './fixtures';

// The human check: once the site has taken 60 new subscriptions in an hour, a new one needs a
// person. The visitor's own embedded database is filled to that cap, a subscription then shows
// the check (the local Turnstile stand-in here), and once the person confirms, the same
// subscription is sent again and recorded. Cancelling keeps what was typed.
test.describe.configure({ timeout: 180_000 });

const OPT_IN = /Quiero recibir novedades legales/;

/**
 * The newsletter's own sign-up module, as the build named it: importing it in the page gives the
 * very module the box uses (same URL, same backend), so the test can subscribe many addresses
 * quickly, as many visitors would.
 */
function subscribeModuleUrl(): string {
  const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest['src/components/newsletter/subscribe.ts'];
  if (!entry) throw new Error('El build no tiene el módulo de suscripción');
  return `/${entry.file}`;
}

/** Subscribes `count` new addresses through the box's own module; their outcomes' kinds. */
function subscribeMany(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    async ([url, n]) => {
      const module = (await import(url)) as {
        subscribeToNewsletter: (email: string) => Promise<{ kind: string }>;
      };
      const kinds: string[] = [];
      for (let i = 0; i < n; i += 1)
        kinds.push((await module.subscribeToNewsletter(`lleno${String(i)}@ejemplo.cl`)).kind);
      return kinds;
    },
    [subscribeModuleUrl(), count] as const,
  );
}

test('beyond the site’s hourly cap, a subscription asks for a person and then goes through', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Recibe novedades legales' });
  const input = box.getByLabel('Correo para el boletín');
  const optIn = box.getByRole('checkbox', { name: OPT_IN });
  const subscribe = box.getByRole('button', { name: 'Suscribirme' });
  await startForm(page, box.locator('form'));

  // The first of the hour, by hand: no check.
  await input.fill('primera@ejemplo.cl');
  await optIn.check();
  await subscribe.click();
  await expect(box.getByText(/Te suscribiste/)).toBeVisible({ timeout: 60_000 });
  // 59 more fill the cap of 60.
  expect(await subscribeMany(page, 59)).toEqual(Array<string>(59).fill('suscrito'));

  // The 61st: the check appears over the page.
  await input.fill('persona@ejemplo.cl');
  await optIn.check();
  await subscribe.click();
  const check = page.getByRole('dialog', { name: 'Confirma que eres una persona' });
  await expect(check).toBeVisible({ timeout: 60_000 });
  await expect(check.getByText(/este paso lo hace Cloudflare Turnstile/)).toBeVisible();
  await expectAccessible(page, 'con la verificación humana');

  // Escape: nothing is sent, and what was typed stays.
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await expect(box.getByText(/confirma que eres una persona: vuelve a pulsar/)).toBeVisible();
  await expect(input).toHaveValue('persona@ejemplo.cl');
  await expect(optIn).toBeChecked();

  // Again, and this time the person confirms: the same subscription goes through.
  await subscribe.click();
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Confirmo que soy una persona' }).click();
  await expect(box.getByText(/Te suscribiste/)).toBeVisible({ timeout: 60_000 });
  await expect(check).toBeHidden();
  await expect(box.getByRole('link', { name: /\/newsletter\/baja\?token=/ })).toBeVisible();

  // The pass admitted one subscription: the next new address asks again.
  await input.fill('otra-persona@ejemplo.cl');
  await optIn.check();
  await subscribe.click();
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Cancelar' }).click();
  await expect(input).toHaveValue('otra-persona@ejemplo.cl');
});

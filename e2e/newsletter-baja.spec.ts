import { expect, expectAccessible, startForm, test, waitForHydration } from './fixtures';

// The newsletter's way out: a reader subscribes with the explicit opt-in, gets their own
// unsubscribe link, and one click on it ends the subscription; the link works once and then says
// it is already done. Each test has its own browser context, so its own embedded database.
test.describe.configure({ timeout: 120_000 });

test('subscribe with the opt-in, follow the unsubscribe link, and find it done the second time', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Recibe novedades legales' });
  await startForm(page, box.locator('form'));
  await expect(box.getByText(/solo si usted lo pide/)).toBeVisible();
  await box.getByLabel('Correo para el boletín').fill('se-va@ejemplo.cl');
  await box.getByRole('checkbox', { name: /Quiero recibir novedades legales/ }).check();
  await box.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(box.getByText(/Te suscribiste/)).toBeVisible({ timeout: 60_000 });
  await expect(box.getByText(/Puedes darte de baja cuando quieras/)).toBeVisible();
  const link = box.getByRole('link', { name: /\/newsletter\/baja\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/newsletter\/baja\?token=[0-9a-f-]{36}$/);

  // Opening the link changes nothing: the click does.
  await link.click();
  await expect(page).toHaveURL(/\/newsletter\/baja\?token=/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const unsubscribe = page.getByRole('button', { name: 'Darme de baja' });
  await expect(unsubscribe).toBeVisible();
  await expectAccessible(page, 'en /newsletter/baja');
  await unsubscribe.click();
  await expect(page.getByText('Listo: ya no recibirás el boletín.')).toBeVisible({
    timeout: 60_000,
  });

  // The same link again: already done, nothing changes.
  await page.goto(href ?? '');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByText(/Ya estabas dado de baja/)).toBeVisible({ timeout: 60_000 });

  // Subscribing again is a new, explicit consent.
  await page.goto('/');
  await waitForHydration(page);
  const again = page.getByRole('region', { name: 'Recibe novedades legales' });
  await startForm(page, again.locator('form'));
  await again.getByLabel('Correo para el boletín').fill('se-va@ejemplo.cl');
  await again.getByRole('checkbox', { name: /Quiero recibir novedades legales/ }).check();
  await again.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(again.getByText(/Te suscribiste/)).toBeVisible({ timeout: 60_000 });
});

test('a link that is not one says so clearly', async ({ page }) => {
  await page.goto('/newsletter/baja?token=no-es-un-enlace');
  await page.getByRole('button', { name: 'Darme de baja' }).click();
  await expect(page.getByRole('alert')).toHaveText(/no es válido/, { timeout: 60_000 });
});

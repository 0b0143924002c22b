import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

// Each test has its own browser context, so its own embedded database; its first start takes a
// few seconds while the visitor types.
test.describe.configure({ timeout: 120_000 });

async function fillBookingDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nombre completo').fill('Ana Rojas');
  await dialog.getByLabel('RUT').fill('11.222.333-9');
  await dialog.getByLabel('Soy mayor de 18 años').check();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('+56 9 1111 2222');
  await dialog.getByRole('button', { name: 'Semana siguiente' }).click();
  await dialog
    .getByRole('button', {
      name: /^(lunes|martes|miércoles|jueves|viernes) \d+ de/,
      disabled: false,
    })
    .first()
    .click();
  await dialog.getByRole('button', { name: '10:30', exact: true }).click({ timeout: 60_000 });
}

for (const { path, service, price, email } of [
  { path: '/laboral', service: 'Autodespido', price: '$25.000', email: 'laboral@ejemplo.cl' },
  {
    path: '/reclamos-sernac',
    service: 'Denuncia ante el Juzgado de Policía Local',
    price: '$30.000',
    email: 'sernac@ejemplo.cl',
  },
]) {
  test(`on ${path}, a service's button books that service at its price`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { level: 3, name: service }),
    });
    await expect(card).toContainText(price);

    await card.getByRole('link', { name: `Agendar ${service}` }).click();
    const dialog = page.getByRole('dialog', { name: service });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(price)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await fillBookingDialog(page, email);
    await expectAccessible(page, `diálogo de reserva en ${path}`);
    await dialog.getByLabel('He leído y acepto los Términos y condiciones').check();
    await dialog.getByRole('button', { name: 'Reservar y pagar' }).click();

    // /pago shows the reservation as stored: its price is the one crear_reserva charged.
    await expect(page).toHaveURL(/\/pago$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pago de tu consulta' }),
    ).toBeVisible();
    await expect(page.getByText(service).first()).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
  });
}

// Every page passes axe at rest in pages.spec.ts; here, a question opened by keyboard.
test('a practice page’s questions open from the keyboard, and pass axe open', async ({ page }) => {
  await page.goto('/laboral');
  await waitForHydration(page);
  const question = page.locator('#preguntas summary').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#preguntas details').first()).toHaveAttribute('open', '');
  await expectAccessible(page, 'preguntas abiertas en /laboral');
});

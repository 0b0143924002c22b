import type { Page } from '@playwright/test';
import { expect, pickSlotNextWeek, sensitiveConsent, test, waitForHydration } from './fixtures';

// The embedded database loads on demand; these journeys make its download fail or stall once.
test.describe.configure({ timeout: 180_000 });
// The failed download and the failed start are logged by the browser and the page.
test.use({ allowConsoleErrors: true });

/**
 * Makes requests for `pattern` fail, as a dropped connection would, until the returned function
 * brings the connection back. Counts the requests.
 */
async function cutConnection(page: Page, pattern: RegExp) {
  const state = { down: true, requests: 0 };
  await page.route(pattern, async (route) => {
    state.requests += 1;
    if (state.down) await route.abort('connectionreset');
    else await route.continue();
  });
  return state;
}

test('a failed start offers Reintentar, and the booking goes on with what was typed', async ({
  page,
}) => {
  // The module that opens the embedded database (not its worker).
  const connection = await cutConnection(page, /\/assets\/browser-(?!worker)[\w-]+\.js$/);
  await page.goto('/agendamiento?plan=laboral');
  await expect(page.getByLabel('Nombre completo')).toBeEditable();
  await page.getByLabel('Nombre completo').fill('Rosa Fuentes');
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill('reintento@ejemplo.cl');
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByLabel('Describe brevemente tu consulta (opcional)').fill('Contrato de arriendo');
  await sensitiveConsent(page).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page
    .getByRole('button', {
      name: /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/,
      disabled: false,
    })
    .first()
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos conectar con el sistema.' });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(alert.getByRole('link', { name: '+56 2 2938 4120' })).toHaveAttribute(
    'href',
    'tel:+56229384120',
  );
  expect(connection.requests).toBeGreaterThan(0);

  connection.down = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByRole('button', { name: '10:30', exact: true }).click({ timeout: 60_000 });
  await expect(alert).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu reserva' })).toBeVisible();
  await expect(page.getByText('Rosa Fuentes')).toBeVisible();
  await expect(page.getByText('Contrato de arriendo')).toBeVisible();
  await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' })).toBeVisible({
    timeout: 30_000,
  });
});

test('the sign-in form works while the start stalls; after Reintentar the sign-in it holds goes', async ({
  page,
}) => {
  // Without its worker the database never answers: the start waits instead of failing.
  const connection = await cutConnection(page, /\/assets\/browser-worker-[\w-]+\.js$/);
  await page.goto('/auth');
  // The form is there at once, without the database: typing and sending are kept.
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Correo electrónico').fill('cliente@demo.cl');
  await form.getByLabel('Contraseña').fill('demo1234');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(form.getByRole('button', { name: 'Ingresando...' })).toBeDisabled();

  const notice = page.getByRole('status').filter({ hasText: 'tardando más de lo normal' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  connection.down = false;
  await notice.getByRole('button', { name: 'Reintentar' }).click();

  // The sign-in sent during the stall is carried out by the new start.
  await expect(page).toHaveURL(/\/mi-cuenta/, { timeout: 60_000 });
  await expect(notice).toHaveCount(0);
});

test('a practice page loads the database only once a mouse rests on a booking link', async ({
  page,
}) => {
  const database: string[] = [];
  page.on('request', (request) => {
    // The engine, its files, the database snapshot and the worker that opens them.
    if (/pglite|browser-worker|\.wasm|\.data$|database\.tar/i.test(request.url()))
      database.push(request.url());
  });
  await page.goto('/laboral');
  await waitForHydration(page);
  // Reading the page is not intent: scrolling, and a mouse that moves over text.
  await page.mouse.wheel(0, 400);
  await page.getByRole('heading', { level: 1 }).hover();
  await page.waitForLoadState('networkidle');
  expect(database).toEqual([]);

  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 3, name: 'Autodespido' }),
  });
  const link = card.getByRole('link', { name: 'Agendar Autodespido' });
  await link.hover();
  await expect.poll(() => database.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/laboral$/);

  // The dialog then books on the engine already under way.
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Autodespido' });
  await expect(dialog).toBeVisible();
  await pickSlotNextWeek(page, '10:30');
  await expect(dialog.getByRole('button', { name: '10:30', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

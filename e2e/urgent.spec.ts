import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  passDemoSecondStep,
  sensitiveConsent,
  startForm,
  test,
  waitForHydration,
} from './fixtures';

// Each test has its own browser context, so its own embedded database: the first send waits
// while the backend starts.
test.describe.configure({ timeout: 120_000 });

const CLIENT = 'Rodrigo Fuentes Lagos';
const form = (page: Page) =>
  page.getByRole('form', { name: 'Solicitud de consulta de emergencia' });
const send = async (page: Page) => {
  await form(page).getByLabel('He leído y acepto los Términos y condiciones').check();
  await form(page)
    .getByRole('button', { name: /^Solicitar la llamada y pagar \$100\.000$/ })
    .click();
};

test('an emergency request at any hour: kept through a reload, sent, taken to payment, seen by the lawyer', async ({
  page,
}) => {
  // The form is in the static page: it can be read and filled before any code arrives.
  const html = await (await page.request.get('/urgente')).text();
  expect(html).toContain('Solicitud de consulta de emergencia');
  expect(html).toContain('¿Qué está pasando?');

  await page.goto('/urgente');
  await waitForHydration(page);
  await expectAccessible(page, 'en /urgente');
  await startForm(page, form(page));
  await form(page).getByLabel('Nombre completo').fill(CLIENT);
  await form(page).getByLabel('RUT').fill('12345678-5');
  await form(page).getByLabel('Soy mayor de 18 años').check();
  await form(page).getByLabel('Correo electrónico').fill('rodrigo.urgente@ejemplo.cl');
  await form(page).getByLabel('Teléfono donde te llamamos').fill('+56 9 8765 4321');
  await form(page).getByLabel('¿Qué está pasando?').fill('Ayuda');

  // A reload keeps what was typed.
  await page.reload();
  await waitForHydration(page);
  await expect(form(page).getByLabel('Nombre completo')).toHaveValue(CLIENT, { timeout: 30_000 });
  await expect(form(page).getByLabel('¿Qué está pasando?')).toHaveValue('Ayuda');

  await send(page);
  await expect(
    form(page).getByText('Cuéntanos en pocas palabras qué está pasando (al menos 10 caracteres)'),
  ).toBeVisible();
  await form(page)
    .getByLabel('¿Qué está pasando?')
    .fill('Detuvieron a mi hijo anoche y mañana es el control de detención.');
  await expect(
    form(page).getByText(/Para enviar la solicitud, autoriza el tratamiento/),
  ).toBeVisible();
  await sensitiveConsent(form(page)).check();
  await send(page);

  await expect(page).toHaveURL(/\/pago$/, { timeout: 60_000 });
  await expect(
    page.getByText(/Recibimos tu solicitud de emergencia a las \d\d:\d\d\./),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('+56 9 8765 4321').first()).toBeVisible();
  await expect(page.getByText('$100.000').first()).toBeVisible();

  // Sent: the form starts empty again.
  await page.goto('/urgente');
  await waitForHydration(page);
  await expect(form(page).getByLabel('Nombre completo')).toHaveValue('');

  // The lawyer on duty sees it, marked urgent, with the time to call back by.
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Usar la cuenta abogado@demo.cl' }).click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await passDemoSecondStep(page);
  await expect(page).toHaveURL(/\/panel$/);
  const item = page.getByRole('link', { name: new RegExp(CLIENT) });
  await expect(item).toContainText('Urgente', { timeout: 60_000 });
  await expect(item).toContainText(/Llamar antes de las \d\d:\d\d/);
});

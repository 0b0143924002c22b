import type { Page } from '@playwright/test';
import { expect, pickSlotNextWeek, sensitiveConsent, test } from './fixtures';

// Two people use one browser, one after the other: what one typed or booked never reaches the
// other. Each test has its own browser context (so its own embedded database).
test.describe.configure({ timeout: 180_000 });

const personA = {
  nombre: 'María José Pérez',
  rut: '12.345.678-5',
  email: 'compartido@ejemplo.cl',
  telefono: '+56 9 8765 4321',
  descripcion: 'Me despidieron sin aviso previo',
};

const nameField = (page: Page) => page.getByLabel('Nombre completo');
const rutField = (page: Page) => page.getByLabel('RUT');
const caseField = (page: Page) => page.getByLabel('Describe brevemente tu consulta (opcional)');

async function fillAsPersonA(page: Page) {
  await expect(nameField(page)).toBeEditable();
  await nameField(page).fill(personA.nombre);
  await rutField(page).fill(personA.rut);
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(personA.email);
  await page.getByLabel('Teléfono').fill(personA.telefono);
  await caseField(page).fill(personA.descripcion);
  await sensitiveConsent(page).check();
}

/** Step 1 of the wizard, interactive and empty. */
async function expectEmptyForm(page: Page) {
  await expect(nameField(page)).toBeEditable();
  await expect(nameField(page)).toHaveValue('');
  await expect(rutField(page)).toHaveValue('');
  await expect(caseField(page)).toHaveValue('');
}

/** Whether anything of person A is stored in this tab's browser storage. */
const storedAnywhere = (page: Page) =>
  page.evaluate((name) => {
    const values = [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => store.getItem(key) ?? ''),
    );
    return values.some((value) => value.includes(name));
  }, personA.nombre);

test('one person books, then a new tab and another account see nothing of it', async ({
  page,
  context,
}) => {
  // Person A books a paid consultation, without an account.
  await page.goto('/agendamiento?plan=laboral');
  await fillAsPersonA(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige fecha y hora' })).toBeVisible();
  await pickSlotNextWeek(page, '11:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' })).toBeVisible({
    timeout: 30_000,
  });
  // What A typed is no longer kept once the booking exists; the booking is, for /pago.
  await page.goto('/agendamiento?plan=laboral');
  await expectEmptyForm(page);
  await expect(page.getByText(/Tienes una hora reservada/)).toBeVisible();
  expect(
    await page.evaluate((name) => {
      const values = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
      return values.some((value) => value.includes(name));
    }, personA.nombre),
  ).toBe(false);

  // A new tab, as after closing this one: an empty form, and nothing to pay.
  const newTab = await context.newPage();
  await newTab.goto('/agendamiento?plan=laboral');
  await expectEmptyForm(newTab);
  await expect(newTab.getByText(/Tienes una hora reservada/)).toHaveCount(0);
  await newTab.goto('/pago');
  await expect(newTab).toHaveURL(/\/agendamiento\?plan=general$/);
  await expectEmptyForm(newTab);
  await newTab.close();

  // Back in the first tab, A starts another booking and walks away half-way through.
  await page.goto('/agendamiento?plan=familia');
  await fillAsPersonA(page);
  await page.reload();
  await expect(nameField(page)).toHaveValue(personA.nombre);

  // Person B signs in there with their own account.
  await page.goto('/auth?next=%2Fmi-cuenta');
  await page.getByRole('button', { name: 'Usar la cuenta cliente@demo.cl' }).click({
    timeout: 60_000,
  });
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  expect(await storedAnywhere(page)).toBe(false);
  // 'Nueva reserva' names a plan: nothing of A's is in use, so a plain consultation.
  await expect(page.getByRole('link', { name: 'Nueva reserva' })).toHaveAttribute(
    'href',
    '/agendamiento?plan=general',
  );

  // B never sees A's data: not in the wizard, even once the backend says who is signed in...
  await page.goto('/agendamiento?plan=familia');
  await expectEmptyForm(page);
  await nameField(page).click();
  await page.getByLabel('Correo electrónico').fill('cliente@demo.cl');
  await page.reload();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.cl');
  await expect(nameField(page)).toHaveValue('');
  await expect(caseField(page)).toHaveValue('');
  await expect(page.getByText(/Tienes una hora reservada/)).toHaveCount(0);

  // ...nor A's booking on /pago.
  await page.goto('/pago');
  await expect(page).toHaveURL(/\/agendamiento\?plan=familia$/);
});

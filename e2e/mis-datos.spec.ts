import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  passDemoSecondStep,
  pickSlotNextWeek,
  sensitiveConsent,
  test,
  watchForText,
} from './fixtures';
import { signUpConfirmed } from './sign-up';

// A client's rights over their data, end to end: the export holds their booking, the name is
// corrected, the account is deleted (signing in then fails), and the admin sees the booking
// kept blocked until its date, the way the law allows.

test.describe.configure({ timeout: 180_000 });

const EMAIL = 'lucia@ejemplo.cl';
const PASSWORD = 'clave-de-lucia';
const CASE = 'Mi empleador no me paga las horas extra desde marzo.';

function signInForm(page: Page) {
  return page.getByRole('form', { name: 'Iniciar sesión' });
}

test('a client downloads their data, corrects their name and deletes the account', async ({
  page,
}) => {
  await signUpConfirmed(page, { nombre: 'Lucía Fuentes', email: EMAIL, password: PASSWORD });

  await page.getByRole('link', { name: 'Agendar una consulta' }).click({ timeout: 60_000 });
  await page.getByLabel('Nombre completo').fill('Lucía Fuentes');
  await page.getByLabel('RUT').fill('11.222.333-9');
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Teléfono').fill('+56 9 5555 4444');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Describe brevemente tu consulta (opcional)').fill(CASE);
  await sensitiveConsent(page).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '11:30');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 30_000 });
  const codeCell = page
    .getByText('Código de reserva', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(codeCell).toHaveText(/^[0-9A-F]{8}$/);
  const code = (await codeCell.textContent()) ?? '';

  await page.goto('/mi-cuenta');
  const myData = page.getByRole('region', { name: 'Mis datos' });
  await expect(myData).toBeVisible({ timeout: 60_000 });

  // Access and portability: the file holds the booking, with the law's context.
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mis-datos-punto-legal-\d{4}-\d{2}-\d{2}\.json$/);
  const content = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    esquema: { version: string };
    contexto: { origen: string };
    datos: {
      reservas: { codigo: string; email: string; sensibles_version: string | null }[];
      perfil: { email: string };
    };
  };
  expect(content.datos.reservas.map((r) => r.codigo)).toEqual([code]);
  // The consent given for the description is part of what the file proves.
  expect(content.datos.reservas[0]?.sensibles_version).toBe('1.0');
  expect(content.datos.perfil.email).toBe(EMAIL);
  expect(content.contexto.origen).toMatch(/formularios del sitio/);

  await myData.getByRole('button', { name: 'Ver versión imprimible' }).click();
  await expect(myData.getByRole('article')).toContainText(code);
  await myData.getByRole('button', { name: 'Cerrar versión imprimible' }).click();

  // Withdrawing the authorisation for the description erases the description at once.
  const reservations = page.getByRole('region', { name: 'Mis reservas' });
  await expect(reservations.getByText(CASE)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await reservations
    .getByRole('button', { name: 'Retirar autorización y borrar la descripción' })
    .click();
  await expect(
    reservations.getByText('Retiraste tu autorización y borramos la descripción del caso.'),
  ).toBeVisible();
  await expect(reservations.getByText(CASE)).toHaveCount(0);

  // Rectification: a refused name says why, and what was typed stays.
  const profile = myData.getByRole('form', { name: 'Corregir mis datos' });
  await profile.getByLabel('Nombre').fill('L4');
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(profile.getByText(/sin números ni símbolos/)).toBeVisible();
  await expect(profile.getByLabel('Nombre')).toHaveValue('L4');
  await profile.getByLabel('Nombre').fill('Lucía Fuentes Rojas');
  const saved = await watchForText(page, 'Guardamos tus datos.');
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await saved();
  await expect(page.getByText(`Lucía Fuentes Rojas · ${EMAIL}`)).toBeVisible();
  await expectAccessible(page, '/mi-cuenta mis datos');

  // Erasure: explained, confirmed by typing, then reported.
  await myData.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = myData.getByRole('dialog', { name: '¿Eliminar tu cuenta y tus datos?' });
  await expect(dialog).toContainText('registro contable');
  const confirm = dialog.getByRole('button', { name: 'Eliminar definitivamente' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Para confirmar, escribe ELIMINAR').fill('ELIMINAR');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Tu cuenta fue eliminada' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Reserva ${code}`)).toBeVisible();
  await expect(page.getByText(/Bloqueada hasta el \d+ de \w+ de \d{4}/)).toBeVisible();
  await expectAccessible(page, 'informe de eliminación');

  await page.goto('/auth');
  const form = signInForm(page);
  await form.getByLabel('Correo electrónico').fill(EMAIL, { timeout: 60_000 });
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('Correo o contraseña incorrectos');

  // The admin sees the booking kept only until its date, with why.
  await page.goto('/auth?next=%2Fadmin');
  await page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).click();
  await signInForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await passDemoSecondStep(page);
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Reservas' }).click();
  const row = page.getByRole('tabpanel').getByRole('row', { name: /Lucía Fuentes/ });
  await expect(row).toContainText(/Bloqueada hasta el/, { timeout: 30_000 });
  await expect(row).toContainText('Consulta agendada que aún no ocurre');
});

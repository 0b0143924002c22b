import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, pickSlotNextWeek, sensitiveConsent, test } from './fixtures';
import { followConfirmationLink, signUpUnconfirmed } from './sign-up';

// Anyone can sign up with someone else's address. Paula booked without an account; an account
// made with her address opens nothing until the link sent to that address is followed (shown on
// the page in embedded mode), and only then holds what she booked.
test.describe.configure({ timeout: 180_000 });

const EMAIL = 'paula@ejemplo.cl';
const PASSWORD = 'clave-de-paula';
const CASE = 'Me despidieron estando con licencia médica.';

test('a new account reaches the guest data of its address only after following the link', async ({
  page,
}) => {
  // Paula books as a guest, describing her case.
  await page.goto('/agendamiento?plan=gratis');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Nombre completo')).toBeEditable({ timeout: 60_000 });
  await main.getByLabel('Nombre completo').fill('Paula Reyes');
  await main.getByLabel('RUT').fill('11.222.333-9');
  await main.getByLabel('Correo electrónico').fill(EMAIL);
  await main.getByLabel('Teléfono').fill('+56 9 6666 7777');
  await main.getByLabel('Soy mayor de 18 años').check();
  await main.getByLabel('Describe brevemente tu consulta (opcional)').fill(CASE);
  await sensitiveConsent(main).check();
  await main.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '10:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 30_000 });
  const code =
    (await page
      .getByText('Código de reserva', { exact: true })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);

  // An account is signed up with her address: it waits for the link, and nobody is signed in.
  await signUpUnconfirmed(page, { nombre: 'Paula Reyes', email: EMAIL, password: PASSWORD });
  await expect(
    page.getByRole('status').filter({ hasText: `confirma tu correo ${EMAIL}` }),
  ).toBeVisible();
  await expect(page.getByText('Modo demostración: no se envían correos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'confirmar mi correo' })).toHaveAttribute(
    'href',
    /\/auth\?code=[0-9a-f]{64}$/,
  );
  await expect(page.getByText(/vale por una hora/)).toBeVisible();
  await expectAccessible(page, 'confirma tu correo');

  // Before the link, Mi cuenta asks for a sign-in, and the password is refused with a way on.
  await page.goto('/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  await page.goto('/auth');
  const signIn = page.getByRole('form', { name: 'Iniciar sesión' });
  await signIn.getByLabel('Correo electrónico').fill(EMAIL, { timeout: 60_000 });
  await signIn.getByLabel('Contraseña').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(
    'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión',
  );
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);

  // The link again, followed: the address is confirmed and the person signed in.
  await signIn.getByRole('button', { name: 'Mostrar el enlace de nuevo' }).click();
  await followConfirmationLink(page, EMAIL);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/, { timeout: 30_000 });

  // Now what was booked with the address is hers to download.
  const myData = page.getByRole('region', { name: 'Mis datos' });
  const download = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Descargar mis datos' }).click({ timeout: 60_000 });
  const content = JSON.parse(await readFile(await (await download).path(), 'utf8')) as {
    datos: { reservas: { codigo: string; descripcion: string | null }[] };
  };
  expect(content.datos.reservas).toEqual([
    expect.objectContaining({ codigo: code, descripcion: CASE }),
  ]);
});

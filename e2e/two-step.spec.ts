import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '../src/lib/auth/totp';
import { expect, expectAccessible, test, watchForText } from './fixtures';

// Two-step verification and sessions, on the embedded database of this browser context.
test.describe.configure({ timeout: 150_000 });

async function signInAsClient(page: Page) {
  await page.goto('/mi-cuenta');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Usar la cuenta cliente@demo.cl' }).click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
}

/** A six-digit code that is not the given one. */
const another = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

test('a client turns on two-step verification and then signs in with a code, which a wrong one does not replace', async ({
  page,
}) => {
  await signInAsClient(page);
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await expect(
    page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }),
  ).toBeVisible();
  await expectAccessible(page, '/mi-cuenta, activando la verificación en dos pasos');
  const secret = (
    await page
      .locator('code')
      .filter({ hasText: /^[A-Z2-7 ]{20,}$/ })
      .innerText()
  ).replace(/\s/g, '');
  // What an authenticator app shows now; the sign-in below takes the next step's code.
  const step = totpStep(Date.now());
  const setup = page.getByRole('form', { name: 'Confirmar la verificación en dos pasos' });
  await setup.getByLabel(/Código de 6 dígitos/).fill(await totpCode(secret, step));
  const activated = await watchForText(page, 'Verificación en dos pasos activada');
  await setup.getByRole('button', { name: 'Confirmar y activar' }).click();
  await activated();
  await expect(page.getByText(/^Activada el /)).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión en este dispositivo' }).click();
  await signInAsClient(page);
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  // A client's own authenticator: no demo code is offered.
  await expect(page.getByText(/Cuenta de demostración/)).toHaveCount(0);
  const code = await totpCode(secret, step + 1);
  const challenge = page.getByRole('form', { name: 'Código de verificación' });
  await challenge.getByLabel(/Código de 6 dígitos/).fill(another(code));
  await challenge.getByRole('button', { name: 'Verificar' }).click();
  await expect(challenge.getByRole('alert')).toContainText('El código no es correcto');
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toHaveCount(0);
  await expectAccessible(page, '/auth, segundo paso');

  await challenge.getByLabel(/Código de 6 dígitos/).fill(code);
  await challenge.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/mi-cuenta$/);
});

test('the demo admin passes the second step before the panel shows any client', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toHaveCount(0);

  // Going straight to the panel with the password alone shows nothing of it either.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Usuarios totales')).toHaveCount(0);
  await page.getByRole('button', { name: 'Usar el código de demostración' }).click();
  const challenge = page.getByRole('form', { name: 'Código de verificación' });
  await expect(challenge.getByLabel(/Código de 6 dígitos/)).toHaveValue(/^\d{6}$/);
  await challenge.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByText('Usuarios totales')).toBeVisible();
});

test('after signing out on every device, tokens saved before no longer open the account', async ({
  page,
}) => {
  await signInAsClient(page);
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  const saved = await page.evaluate(() => window.localStorage.getItem('auth-session'));
  expect(saved).toContain('refreshToken');

  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await page.getByRole('button', { name: 'Sí, cerrar sesión en todos' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();

  // Someone puts the old tokens back (a copied profile, a restored backup): they are void.
  await page.evaluate((value) => {
    window.localStorage.setItem('auth-session', value ?? '');
  }, saved);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  expect(await page.evaluate(() => window.localStorage.getItem('auth-session'))).toBeNull();
});

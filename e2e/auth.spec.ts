import {
  expect as baseExpect,
  expectAccessible,
  test,
  waitForHydration,
  passDemoSecondStep,
} from './fixtures';
import { followConfirmationLink } from './sign-up';

// These journeys start the embedded database in the browser (PGlite in IndexedDB): a fresh
// browser context opens it from the site's snapshot first, and every full page load reopens it,
// which takes seconds on 2 cores shared by two test workers. Assertions wait accordingly.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const signInForm = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Iniciar sesión' });

test('public pages never download the database or a backend client', async ({ page }) => {
  const backend: string[] = [];
  page.on('request', (request) => {
    // The engine, its files, the database snapshot and the worker that opens them.
    if (/pglite|browser-worker|\.wasm|\.data$|database\.tar|supabase/i.test(request.url()))
      backend.push(request.url());
  });
  for (const path of ['/', '/servicios', '/terminos']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.getByRole('link', { name: 'Política de privacidad', exact: true }).last().click();
  await expect(page.locator('h1')).toHaveText('Política de privacidad');
  expect(backend).toEqual([]);
});

test('guards: signed out, wrong role, then the admin sees the admin state', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAccessible(page, 'acceso requerido');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);

  const form = signInForm(page);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(form.getByText('Ingresa tu correo')).toBeVisible();
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, '/auth');

  await form.getByLabel('Correo electrónico').fill('cliente@demo.cl');
  await form.getByLabel('Contraseña').fill('equivocada');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos');

  await page.getByRole('button', { name: 'Usar la cuenta cliente@demo.cl' }).click();
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await expect(
    page.getByText('Solo los administradores pueden acceder a esta página.'),
  ).toBeVisible();

  await page.goto('/auth?next=/admin');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).click();
  await signInForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  // Staff rights wait for the second step: the demo admin's code, offered on the page.
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await passDemoSecondStep(page);
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await expect(page.getByText('Usuarios totales')).toBeVisible();
  await expectAccessible(page, '/admin');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible();
});

test('sign up, forgotten password and a failed hosted callback', async ({ page }) => {
  await page.goto(
    '/auth?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByRole('alert')).toHaveText('Email link is invalid or has expired', {
    timeout: 60_000,
  });

  await page.goto('/auth?modo=registro');
  const signUp = page.getByRole('form', { name: 'Crear cuenta' });
  await signUp.getByLabel('Nombre completo').fill('Rosa Díaz');
  await signUp.getByLabel('Correo electrónico').fill('rosa@ejemplo.cl');
  await signUp.getByLabel('Contraseña').fill('corta');
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(signUp.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await signUp.getByLabel('Contraseña').fill('clave-de-rosa');
  await signUp.getByRole('button', { name: 'Crear cuenta' }).click();
  // The address is confirmed by a link first (shown here: embedded mode sends no e-mail).
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
  await followConfirmationLink(page, 'rosa@ejemplo.cl');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  await page.goto('/auth');
  await expect(page.getByText('rosa@ejemplo.cl')).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await signInForm(page).getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const forgot = page.getByRole('form', { name: 'Recuperar contraseña' });
  await forgot.getByLabel('Correo electrónico').fill('rosa@ejemplo.cl');
  await forgot.getByRole('button', { name: 'Enviar enlace' }).click();
  await forgot.getByRole('link', { name: 'restablecer contraseña' }).click();

  const reset = page.getByRole('form', { name: 'Nueva contraseña' });
  await reset.getByLabel('Nueva contraseña').fill('otra-clave-123');
  await reset.getByLabel('Repite la contraseña').fill('otra-clave-12');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(reset.getByText('Las contraseñas no coinciden')).toBeVisible();
  await reset.getByLabel('Repite la contraseña').fill('otra-clave-123');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const form = signInForm(page);
  await form.getByLabel('Correo electrónico').fill('rosa@ejemplo.cl');
  await form.getByLabel('Contraseña').fill('otra-clave-123');
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
});

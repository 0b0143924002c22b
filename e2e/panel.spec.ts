import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  isDemoStaff,
  passDemoSecondStep,
  sensitiveConsent,
  test,
  watchForText,
} from './fixtures';

// Each test has its own browser context, so its own embedded database (started in the browser,
// reopened on every full page load): the first assertion after a load waits longer.
test.describe.configure({ timeout: 120_000 });

const CLIENT = 'María José Pérez';
const DESCRIPTION = 'Me despidieron sin aviso y no me pagaron las vacaciones pendientes.';

async function fillPersonalData(page: Page, email: string, descripcion?: string) {
  await page.getByLabel('Nombre completo').fill(CLIENT);
  await page.getByLabel('RUT').fill('12345678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 8765 4321');
  if (descripcion) {
    await page.getByLabel('Describe brevemente tu consulta (opcional)').fill(descripcion);
    await sensitiveConsent(page).check();
  }
}

/** From this week (offset 0), the first open day of next week, then `time`. */
async function chooseSlot(page: Page, time: string): Promise<void> {
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page
    .getByRole('group', { name: /de 20\d\d/ })
    .getByRole('button', {
      name: /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/,
      disabled: false,
    })
    .first()
    .click();
  await page.getByRole('button', { name: time, exact: true }).click({ timeout: 60_000 });
}

/** Opens `path` signed out, follows 'Iniciar sesión' and signs in with a demo account. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: `Usar la cuenta ${email}` }).click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  if (isDemoStaff(email)) await passDemoSecondStep(page);
}

const upcoming = (page: Page) => page.getByRole('region', { name: 'Próximas' });
const detail = (page: Page) => page.getByRole('region', { name: 'Detalle de la reserva' });

test('the abogado prepares a booked free consultation in /panel', async ({ page }) => {
  await page.goto('/agendamiento?plan=gratis');
  await fillPersonalData(page, 'gratuita@ejemplo.cl', DESCRIPTION);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseSlot(page, '11:30');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 30_000 });

  // The lawyer is staff, not an administrator.
  await signInAt(page, '/admin', 'abogado@demo.cl');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Mesa de reservas' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Sesión de abogado@demo.cl')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al Inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const item = upcoming(page).getByRole('link', { name: new RegExp(CLIENT) });
  await expect(item).toContainText('11:30', { timeout: 30_000 });
  await expect(item).toContainText('Consulta Gratuita');
  await expect(item).toContainText('Confirmada');
  await item.click();

  await expect(page).toHaveURL(/\/panel\?reserva=[\w-]+$/);
  const panel = detail(page);
  await expect(panel.getByRole('heading', { name: CLIENT })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Consulta del cliente' })).toContainText(
    DESCRIPTION,
  );
  await expect(panel.getByRole('link', { name: 'gratuita@ejemplo.cl' })).toHaveAttribute(
    'href',
    'mailto:gratuita@ejemplo.cl',
  );
  await expect(panel.getByText('Gratuita', { exact: true })).toBeVisible();
  await expect(panel).toContainText('11:30 (hora de Chile)');
  await expect(panel).toContainText('Estado: Confirmada');
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
  await expectAccessible(page, '/panel');

  // Its attendance is recorded once its time has come (e2e/asistencia.spec.ts), not before.
  await expect(panel.getByRole('button', { name: 'Completar' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /Asistió/ })).toHaveCount(0);

  // The selection is in the URL: a reload opens the same booking, as the database has it.
  await page.reload();
  await expect(detail(page).getByRole('heading', { name: CLIENT })).toBeVisible({
    timeout: 60_000,
  });
  await expect(detail(page)).toContainText('Estado: Confirmada');
  await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
});

test('the abogado confirms a pending paid booking', async ({ page }) => {
  await page.goto('/agendamiento?plan=laboral');
  await fillPersonalData(page, 'pendiente@ejemplo.cl');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseSlot(page, '10:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' })).toBeVisible({
    timeout: 30_000,
  });

  await signInAt(page, '/panel', 'abogado@demo.cl');
  await expect(page).toHaveURL(/\/panel$/);
  const item = upcoming(page).getByRole('link', { name: new RegExp(CLIENT) });
  await expect(item).toContainText('Pendiente', { timeout: 60_000 });
  await expect(item).toContainText('Consulta Laboral');
  await item.click();

  const panel = detail(page);
  await expect(panel.getByRole('heading', { name: CLIENT })).toBeVisible();
  await expect(panel).toContainText('Pago pendiente');
  await expect(panel).toContainText('La hora queda reservada hasta el');
  await expect(panel).toContainText('$35.000');
  const confirmed = await watchForText(page, 'Reserva actualizada');
  await panel.getByRole('button', { name: 'Confirmar' }).click();
  await confirmed();
  await expect(panel).toContainText('Estado: Confirmada');
  await expect(item).toContainText('Confirmada');
  await expect(panel.getByRole('button', { name: 'Completar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
});

test('a client gets Permiso Denegado on /panel', async ({ page }) => {
  await signInAt(page, '/panel', 'cliente@demo.cl');
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Permiso Denegado' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Necesitas el permiso para ver todas las reservas.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mesa de reservas' })).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  pickSlotNextWeek,
  signInWithDemoAccount,
  test,
  watchForText,
} from './fixtures';
import { WEBHOOK_PORT, type ReceivedWebhook } from './webhook-receiver';

// The admin's journeys on the embedded database of this browser context (see booking.spec.ts).
test.describe.configure({ timeout: 150_000 });

const signIn = signInWithDemoAccount;

/** A visitor books `plan` on next week's first open day at `time`. */
async function bookAsVisitor(page: Page, plan: string, name: string, email: string, time: string) {
  await page.goto(`/agendamiento?plan=${plan}`);
  await page.getByLabel('Nombre completo').fill(name);
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  if (plan !== 'gratis')
    await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page
    .getByRole('button', {
      name: plan === 'gratis' ? 'Confirmar reserva gratuita' : 'Proceder al Pago',
    })
    .click();
  await expect(page).toHaveURL(plan === 'gratis' ? /payment-success/ : /paso=pago/, {
    timeout: 30_000,
  });
}

test('the admin confirms a visitor’s booking, deletes another and deactivates a client', async ({
  page,
}) => {
  await bookAsVisitor(page, 'laboral', 'Rosa Pagada', 'rosa@ejemplo.cl', '09:00');
  await bookAsVisitor(page, 'gratis', 'Tomás Borrable', 'tomas@ejemplo.cl', '10:00');

  await signIn(page, 'admin@demo.cl', '/admin');
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Reservas' }).click();
  await expect(page).toHaveURL(/tab=reservas/);
  const table = page.getByRole('tabpanel');
  await expect(table.getByText('Rosa Pagada')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '/admin reservas');

  const updated = await watchForText(page, 'Reserva actualizada');
  await table.getByRole('button', { name: /^Confirmar la reserva de Rosa Pagada/ }).click();
  await updated();
  await expect(table.getByRole('row', { name: /Rosa Pagada/ })).toContainText('Confirmada');

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('¿Estás seguro de que quieres eliminar esta reserva?');
    void dialog.accept();
  });
  const deleted = await watchForText(page, 'Reserva eliminada exitosamente');
  await table.getByRole('button', { name: /^Eliminar la reserva de Tomás Borrable/ }).click();
  await deleted();
  await expect(table.getByText('Tomás Borrable')).toHaveCount(0);

  await table.getByLabel('Buscar reservas').fill('rosa');
  await expect(page).toHaveURL(/q=rosa/);
  await expect(table.getByText('1 reserva')).toBeVisible();

  await page.getByRole('tab', { name: 'Usuarios' }).click();
  const deactivated = await watchForText(page, 'Usuario desactivado exitosamente');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: 'Desactivar a Cliente Demo' })
    .click();
  await deactivated();
  await expect(page.getByRole('button', { name: 'Activar a Cliente Demo' })).toBeVisible();
  await expectAccessible(page, '/admin usuarios');

  // The deactivated client still signs in, but with no role.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await signIn(page, 'cliente@demo.cl', '/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Cuenta desactivada/)).toBeVisible();
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Permiso Denegado' })).toBeVisible({
    timeout: 60_000,
  });
});

test.describe('reminders', () => {
  test.use({ allowConsoleErrors: true }); // the webhook's failed deliveries are logged

  test('tomorrow’s reminder is retried until the webhook accepts it, and logged', async ({
    page,
  }) => {
    // Tomorrow in Chile must be a working day for a booking to exist.
    const tomorrow = await page.evaluate(() => {
      const date = new Date(Date.now() + 24 * 3600_000);
      return new Intl.DateTimeFormat('es-CL', {
        timeZone: 'America/Santiago',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      })
        .format(date)
        .replace(',', '');
    });
    await page.goto('/agendamiento?plan=gratis');
    await page.getByLabel('Nombre completo').fill('Rita Recordatorio');
    await page.getByLabel('RUT').fill('12.345.678-5');
    await page.getByLabel('Soy mayor de 18 años').check();
    await page.getByLabel('Correo electrónico').fill('rita@ejemplo.cl');
    await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // From the first week the picker offers (it skips this week on weekends), once it shows.
    await expect(page.getByRole('group', { name: /de 20\d\d/ })).toBeVisible({ timeout: 60_000 });
    const previous = page.getByRole('button', { name: 'Semana anterior' });
    if (await previous.isEnabled()) await previous.click();
    await expect(previous).toBeDisabled();
    const day = page.getByRole('button', { name: tomorrow });
    if (!(await day.isVisible()))
      await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(day).toBeVisible();
    test.skip(
      !(await day.isEnabled()),
      `Mañana (${tomorrow}) no se atiende: no hay citas que recordar.`,
    );
    await day.click();
    await page.getByRole('button', { name: '16:00', exact: true }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
    await expect(page).toHaveURL(/payment-success/, { timeout: 30_000 });

    await page.request.post(
      `http://127.0.0.1:${String(WEBHOOK_PORT)}/control/fail?tipo=recordatorio&email=rita@ejemplo.cl&veces=2`,
    );
    await signIn(page, 'admin@demo.cl', '/admin?tab=notificaciones&sub=acciones');
    const run = page.getByRole('button', { name: 'Ejecutar recordatorios de mañana' });
    await run.click({ timeout: 60_000 });
    await expect(page.getByText('Recordatorios enviados: 1. Errores: 0')).toBeVisible({
      timeout: 30_000,
    });
    const received = (await (
      await page.request.get(`http://127.0.0.1:${String(WEBHOOK_PORT)}/control/received`)
    ).json()) as ReceivedWebhook[];
    const reminders = received.filter(
      (w) => w.body.reserva?.email === 'rita@ejemplo.cl' && w.body.tipo_evento === 'recordatorio',
    );
    expect(reminders.map((r) => r.status)).toEqual([503, 503, 200]);
    expect(
      received.filter(
        (w) =>
          w.body.reserva?.email === 'rita@ejemplo.cl' &&
          w.body.tipo_evento === 'recordatorio_abogado',
      ),
    ).toHaveLength(1);

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const log = page.getByRole('table', { name: /notificaciones/ });
    // Delivered on the third attempt: estado Enviado, intentos 3.
    await expect(log.getByRole('row', { name: /^Recordatorio Enviado 3 / })).toBeVisible();
    await expect(
      log.getByRole('row', { name: /^Recordatorio al abogado Enviado 1 / }),
    ).toBeVisible();
    await expectAccessible(page, '/admin notificaciones');

    // Running again finds nothing left to remind.
    await page.getByRole('tab', { name: 'Acciones' }).click();
    await run.click();
    await expect(
      page.getByText('No hay citas para mañana que requieran recordatorio'),
    ).toBeVisible();
  });
});

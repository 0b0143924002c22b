import type { Page } from '@playwright/test';
import { expect, expectAccessible, passDemoSecondStep, pickSlotNextWeek, test } from './fixtures';

// The admin's Privacidad tab on the embedded database of this browser context.
test.describe.configure({ timeout: 150_000 });

/** A visitor books a free consultation on next week's first open day. */
async function bookFreeConsultation(page: Page, name: string, email: string) {
  await page.goto('/agendamiento?plan=gratis');
  await page.getByLabel('Nombre completo').fill(name);
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '09:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/payment-success/, { timeout: 30_000 });
}

test('the admin sees the retention simulation and their own read of the bookings list', async ({
  page,
}) => {
  await bookFreeConsultation(page, 'Lucía Auditada', 'lucia@ejemplo.cl');

  await page.goto(`/auth?next=${encodeURIComponent('/admin')}`);
  await page
    .getByRole('button', { name: 'Usar la cuenta admin@demo.cl' })
    .click({ timeout: 60_000 });
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await passDemoSecondStep(page);
  await expect(page.getByRole('heading', { name: 'Panel de administración' })).toBeVisible({
    timeout: 60_000,
  });

  await page.getByRole('tab', { name: 'Reservas' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Lucía Auditada')).toBeVisible({ timeout: 30_000 });

  // The booking's own trail names the admin's read of the list.
  await panel
    .getByRole('button', { name: /^Ver registro de acceso de la reserva de Lucía Auditada/ })
    .click();
  const trail = page.getByRole('dialog', { name: 'Registro de acceso' });
  await expect(trail.getByRole('row', { name: /admin@demo\.cl/ })).toContainText('admin/reservas');
  await trail.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('tab', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(/tab=privacidad/);
  await expect(page.getByRole('heading', { name: 'Conservación de datos' })).toBeVisible();
  const schedule = page.getByRole('table', { name: 'Plazos de conservación y registros vencidos' });
  await expect(
    schedule.getByRole('row', { name: /Mensajes del formulario de contacto/ }),
  ).toContainText('12 meses');
  // The simulation ran: nothing in this new database is due yet.
  await expect(
    schedule
      .getByRole('row', { name: /Mensajes del formulario de contacto/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('0');

  await expect(page.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
  const log = page.getByRole('table', {
    name: /Registro de auditoría, de la entrada más reciente/,
  });
  const read = log
    .getByRole('row', { name: /admin@demo\.cl/ })
    .filter({ hasText: 'admin/reservas' });
  await expect(read.first()).toContainText('Lectura');
  await expectAccessible(page, '/admin privacidad');

  // Filtering by action keeps the read; by another action it goes.
  await page.getByLabel('Acción').selectOption('eliminar');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('No hay entradas que coincidan con los filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(read.first()).toBeVisible();

  // Applying asks first, then shows what it did.
  await page.getByRole('button', { name: 'Aplicar ahora' }).click();
  await page.getByRole('button', { name: 'Confirmar y aplicar' }).click();
  await expect(page.getByText(/Conservación aplicada/)).toBeVisible();
  await expect(schedule.getByRole('columnheader', { name: 'Aplicados' })).toBeVisible();
});

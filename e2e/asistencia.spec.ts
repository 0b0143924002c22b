import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  pickSlotNextWeek,
  signInWithDemoAccount,
  test,
  watchForText,
  WEEKDAY_BUTTON,
} from './fixtures';

// What staff do with one booking in the admin's Reservas tab, on the embedded database of this
// browser context. A booking cannot be made in the past and the e2e has no way into the page's
// database to move one there, so this journey covers a consultation still ahead: its lawyer, a
// new time, the reassignment, and no attendance buttons before its time. Marking a consultation
// whose time has passed (Asistió / No asistió, and their correction) is covered by the component
// tests (src/booking/staff/booking-moves.test.tsx, the desk's and the Reservas tab's).
test.describe.configure({ timeout: 180_000 });

const CLIENT = 'Olga Puntual';

const signIn = signInWithDemoAccount;

/** A visitor books a free consultation on next week's first open day at `time`. */
async function bookFreeConsultation(page: Page, time: string) {
  await page.goto('/agendamiento?plan=gratis');
  await page.getByLabel('Nombre completo').fill(CLIENT);
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill('olga@ejemplo.cl');
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/payment-success/, { timeout: 60_000 });
}

test('staff see the lawyer, move a consultation still ahead, and find no attendance to mark yet', async ({
  page,
}) => {
  await bookFreeConsultation(page, '10:00');

  await signIn(page, 'admin@demo.cl', '/admin?tab=reservas');
  const table = page.getByRole('tabpanel');
  const row = table.getByRole('row', { name: new RegExp(CLIENT) });
  await expect(row).toContainText('10:00', { timeout: 90_000 });
  await expect(row).toContainText('Confirmada');
  // The database gave it its one lawyer, who attends every area.
  await expect(row).toContainText('Abogada Demo', { timeout: 30_000 });

  // Before its time: no attendance to mark, and 'Completar' is gone for good.
  const actions = row.getByRole('button');
  await expect(row.getByRole('button', { name: /^Cambiar hora de la reserva/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Asistió a/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^No asistió a/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Completar/ })).toHaveCount(0);
  await expect(actions.filter({ hasText: 'Cancelar' })).toHaveCount(1);
  await expectAccessible(page, '/admin reservas con abogado');

  // The only lawyer of the demo already has it: nobody else to give it to.
  await row.getByRole('button', { name: /^Reasignar la reserva/ }).click();
  const reassign = page.getByRole('dialog', { name: `Reasignar la reserva de ${CLIENT}` });
  await expect(reassign).toContainText('La atiende Abogada Demo.', { timeout: 30_000 });
  await expect(reassign).toContainText('No hay otro abogado activo a quien asignarla.', {
    timeout: 30_000,
  });
  await reassign.getByRole('button', { name: 'Volver' }).click();
  await expect(reassign).toHaveCount(0);

  // A new time, through the booking module's picker for the booking's plan.
  await row.getByRole('button', { name: /^Cambiar hora de la reserva/ }).click();
  const move = page.getByRole('dialog', { name: `Cambiar la hora de la reserva de ${CLIENT}` });
  await expect(move).toContainText('10:00 (hora de Chile)');
  await move.getByRole('button', { name: 'Semana siguiente' }).click();
  await move.getByRole('button', { name: WEEKDAY_BUTTON, disabled: false }).first().click();
  await move.getByRole('button', { name: '11:00', exact: true }).click({ timeout: 60_000 });
  await expectAccessible(page, 'cambiar la hora');
  const moved = await watchForText(page, 'Hora de la reserva cambiada');
  await move.getByRole('button', { name: /^Cambiar al / }).click();
  await moved();
  await expect(move).toHaveCount(0);
  await expect(row).toContainText('11:00', { timeout: 30_000 });
  await expect(row).toContainText('Confirmada');
  await expect(row).toContainText('Abogada Demo');
  await expect(row.getByRole('button', { name: /^Asistió a/ })).toHaveCount(0);

  // The database has it so: a reload shows the new time.
  await page.reload();
  await expect(
    page.getByRole('tabpanel').getByRole('row', { name: new RegExp(CLIENT) }),
  ).toContainText('11:00', { timeout: 90_000 });
});

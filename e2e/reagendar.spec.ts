import { readFileSync } from 'node:fs';
import { bookFreeConsultation, chooseNewSlot, moveBooking, summaryValue } from './booking-journeys';
import {
  expect,
  expectAccessible,
  isoDateOfDayLabel,
  signInWithDemoAccount,
  test,
} from './fixtures';

// Each test has its own browser context, so its own embedded database: bookings and moves of one
// test never meet another's. The database starts on the first page with data; every wait for it
// is generous, for a busy machine.
test.describe.configure({ timeout: 240_000 });

const LIMIT =
  'Ya cambiaste esta reserva 2 veces. Para otro cambio, escríbenos por WhatsApp o llámanos.';

test('a guest moves a free consultation with the link of the confirmation', async ({ page }) => {
  await page.goto('/agendamiento?plan=gratis');
  await bookFreeConsultation(page, 'Invitada Sin Cuenta', 'invitada@ejemplo.cl', '10:00');
  await expect(summaryValue(page, 'Te atiende')).toHaveText('Abogada Demo');
  const code = (await summaryValue(page, 'Código de reserva').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  await expect(
    page.getByText('Guarda este enlace para cambiar la hora si lo necesitas:'),
  ).toBeVisible();

  await page.getByRole('link', { name: /\/reserva\/gestionar\?token=/ }).click();
  // The secret leaves the address bar at once; the tab keeps it.
  await expect(page).toHaveURL(/\/reserva\/gestionar$/);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: code })).toBeVisible({ timeout: 60_000 });
  await expect(details.filter({ hasText: 'Abogada Demo' })).toBeVisible();
  await expect(details.filter({ hasText: '0 de 2' })).toBeVisible();
  await expectAccessible(page, '/reserva/gestionar');

  const day = await moveBooking(page, page.locator('body'), 1, '11:00');
  await expect(details.filter({ hasText: day })).toBeVisible();
  await expect(details.filter({ hasText: '11:00 hrs' })).toBeVisible();
  await expect(details.filter({ hasText: '1 de 2' })).toBeVisible();

  // A reload reads the booking again from the database, with the secret kept in this tab.
  await page.reload();
  await expect(details.filter({ hasText: day })).toBeVisible({ timeout: 60_000 });
  await expect(details.filter({ hasText: '11:00 hrs' })).toBeVisible();
  await expect(details.filter({ hasText: '1 de 2' })).toBeVisible();

  // The lawyer's own calendar (in the demo, the file the panel offers; hosted, the same file at
  // their private address) has the consultation at its new time, as a newer version of the same
  // event, so a calendar app moves it.
  await signInWithDemoAccount(page, 'abogado@demo.cl', '/panel');
  const agenda = page.getByRole('region', { name: 'Mi agenda' });
  const download = page.waitForEvent('download');
  await agenda
    .getByRole('button', { name: 'Descargar mi agenda (.ics)' })
    .click({ timeout: 60_000 });
  const file = await (await download).path();
  const calendar = readFileSync(file, 'utf8').replace(/\r\n /g, '');
  const event = calendar.split('BEGIN:VEVENT').find((block) => block.includes(code)) ?? '';
  expect(event).toContain(
    `DTSTART;TZID=America/Santiago:${isoDateOfDayLabel(day).replace(/-/g, '')}T110000`,
  );
  expect(event).toContain('SEQUENCE:1');
  expect(event).not.toContain('Invitada');
});

test('a client moves a booking from Mi cuenta, twice at most', async ({ page, context }) => {
  await page.goto('/mi-cuenta');
  await expect(page.getByRole('heading', { name: 'Acceso Requerido' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByRole('button', { name: 'Usar la cuenta cliente@demo.cl' }).click();
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Agendar una consulta' }).click();
  await bookFreeConsultation(page, 'Cliente Demo', 'cliente@demo.cl', '11:30');
  const code = (await summaryValue(page, 'Código de reserva').textContent()) ?? '';

  await page.goto('/mi-cuenta');
  const booking = page.getByRole('listitem').filter({ hasText: `Código ${code}` });
  await expect(booking).toContainText('11:30', { timeout: 60_000 });
  await expect(booking).toContainText('Te atiende: Abogada Demo');
  await expect(
    booking.getByRole('button', { name: 'Cambiar fecha u hora', exact: true }),
  ).toHaveAccessibleDescription(/hasta 4 horas antes de la consulta, 2 veces como máximo/);
  await expectAccessible(page, '/mi-cuenta');

  const first = await moveBooking(page, booking, 1, '15:00');
  await expect(booking).toContainText(`${first}, 15:00`);

  // Another tab of the same browser (one database), where the list is read after this move.
  const other = await context.newPage();
  await other.goto('/mi-cuenta');
  const there = other.getByRole('listitem').filter({ hasText: `Código ${code}` });
  await expect(there).toContainText(`${first}, 15:00`, { timeout: 60_000 });
  const second = await moveBooking(other, there, 2, '15:00');
  await expect(there).toContainText(`${second}, 15:00`);
  await expect(
    there.getByRole('button', { name: 'Cambiar fecha u hora', exact: true }),
  ).toBeDisabled();
  await expect(there).toContainText('Ya cambiaste esta reserva 2 veces, el máximo.');
  // Left open: the tabs share one database through whichever tab leads it, and closing the
  // leader mid-journey would make the first tab wait for a new one.

  // The first tab still shows one change: the database refuses the third and says why, and the
  // chosen time stays chosen.
  await booking.getByRole('button', { name: 'Cambiar fecha u hora', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar fecha u hora' });
  const third = await chooseNewSlot(dialog, 3, '15:00');
  const confirm = dialog.getByRole('button', { name: `Cambiar al ${third} a las 15:00` });
  await confirm.click();
  await expect(dialog.getByRole('alert')).toContainText(LIMIT, { timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: '15:00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(confirm).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: `Código ${code}` });
  await expect(reloaded).toContainText(`${second}, 15:00`, { timeout: 60_000 });
  await expect(
    reloaded.getByRole('button', { name: 'Cambiar fecha u hora', exact: true }),
  ).toBeDisabled();
  await other.close();
});

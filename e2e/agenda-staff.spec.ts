import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  isoDateOfDayLabel,
  signInWithDemoAccount,
  test,
  WEEKDAY_BUTTON,
} from './fixtures';

// The admin's Agenda reaches the public picker: a day the firm closes and a day the only demo
// lawyer is on vacation are both offered no more (a time is offered only when some lawyer attends
// it). Everything runs on this browser context's embedded database, which a full page load opens
// again: the first wait after each load is long.
test.describe.configure({ timeout: 180_000 });

const isoDate = isoDateOfDayLabel;

const signIn = signInWithDemoAccount;

/** A visitor's wizard at step 2, showing next week's days (always inside the 21-day window). */
async function nextWeekDays(page: Page): Promise<Locator> {
  await page.goto('/agendamiento?plan=general');
  await page.getByLabel('Nombre completo').fill('Visita de Prueba');
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill('visita@ejemplo.cl');
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige fecha y hora' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  const week = page.getByRole('group', { name: /de 20\d\d/ });
  // Until the database's calendar arrives every weekday looks open: choose one and wait for its
  // times (or the reason it is closed), which show only once the calendar is there.
  await week.getByRole('button', { name: WEEKDAY_BUTTON, disabled: false }).first().click();
  const hours = page.getByRole('region', { name: /^Horarios del / });
  await expect(
    hours
      .getByRole('button', { name: /^\d\d:\d\d/ })
      .or(hours.getByRole('alert'))
      .first(),
  ).toBeVisible({ timeout: 90_000 });
  return week;
}

test('a day the firm closes and a lawyer’s vacation leave the picker', async ({ page }) => {
  // Two working days of next week that the picker offers now (the database's calendar decides:
  // a national holiday is closed already and is not chosen).
  const week = await nextWeekDays(page);
  const open = week.getByRole('button', { name: WEEKDAY_BUTTON, disabled: false });
  await expect.poll(() => open.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  const labels = await open.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  const closedLabel = labels[0] ?? '';
  const vacationLabel = labels[1] ?? '';
  const stillOpenLabel = labels[2] ?? '';
  const closedDay = isoDate(closedLabel);
  const vacationDay = isoDate(vacationLabel);

  await signIn(page, 'admin@demo.cl', '/admin?tab=agenda');
  await expect(page.getByRole('heading', { name: 'Agenda del estudio' })).toBeVisible({
    timeout: 60_000,
  });

  // The firm closes the first day.
  const closeForm = page.getByRole('form', { name: 'Cerrar un día' });
  await closeForm.getByLabel('Fecha').fill(closedDay);
  await closeForm.getByLabel('Nombre o motivo').fill('Jornada interna del estudio');
  await closeForm.getByRole('button', { name: 'Cerrar el día' }).click();
  await expect(
    page.getByRole('button', { name: `Abrir de nuevo el ${closedLabel}` }),
  ).toBeVisible();

  // Abogada Demo, the only lawyer, is on vacation the second day.
  const lawyer = page.getByRole('region', { name: 'Abogada Demo' });
  const absenceForm = lawyer.getByRole('form', { name: 'Agregar ausencia de Abogada Demo' });
  await absenceForm.getByLabel('Desde').fill(vacationDay);
  await absenceForm.getByLabel('Hasta').fill(vacationDay);
  await absenceForm.getByLabel('Motivo').selectOption('vacaciones');
  await absenceForm.getByRole('button', { name: 'Agregar ausencia' }).click();
  await expect(
    lawyer.getByRole('button', { name: /^Quitar ausencia de Abogada Demo: / }),
  ).toBeVisible();
  await expectAccessible(page, 'pestaña Agenda');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // A visitor's picker offers neither day; the third one stays open.
  const after = await nextWeekDays(page);
  const day = (label: string) => after.getByRole('button', { name: label, exact: true });
  await expect(day(stillOpenLabel)).toBeEnabled({ timeout: 60_000 });
  await expect(day(closedLabel)).toBeDisabled();
  await expect(day(vacationLabel)).toBeDisabled();
});

test('a lawyer records their own absence and downloads their agenda in the demo', async ({
  page,
}) => {
  await signIn(page, 'abogado@demo.cl', '/panel');
  const mine = page.getByRole('region', { name: 'Mi agenda' });
  const form = mine.getByRole('form', { name: 'Agregar ausencia' });
  await expect(form).toBeVisible({ timeout: 60_000 });

  // A last day before the first is refused here, in Spanish, and nothing is recorded.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
  const [year, month, day] = today.split('-').map(Number);
  const plus = (days: number) =>
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
  await form.getByLabel('Desde').fill(plus(30));
  await form.getByLabel('Hasta').fill(plus(29));
  await form.getByRole('button', { name: 'Agregar ausencia' }).click();
  await expect(form.getByLabel('Hasta')).toHaveAccessibleDescription(
    'El último día no puede ser anterior al primero.',
  );
  await form.getByLabel('Hasta').fill(plus(31));
  await form.getByLabel('Motivo').selectOption('tribunal');
  await form.getByRole('button', { name: 'Agregar ausencia' }).click();
  await expect(mine.getByRole('button', { name: /^Quitar ausencia: / })).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: /^Tribunal/ })).toBeVisible();

  // The demo keeps its data in this browser: no calendar address, a file instead.
  await expect(mine.getByText(/guarda los datos solo en este navegador/)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Crear enlace de calendario' })).toHaveCount(0);
  await expectAccessible(page, 'Mi agenda');
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Descargar mi agenda (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe('mi-agenda.ics');

  await mine.getByRole('button', { name: /^Quitar ausencia: / }).click();
  await expect(mine.getByText('Sin ausencias próximas.')).toBeVisible();
});

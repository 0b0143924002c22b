import type { Page } from '@playwright/test';
import { rutCheckDigit } from '../src/lib/rut/rut';
import {
  expect,
  pickSlotNextWeek,
  sensitiveConsent,
  startForm,
  test,
  waitForHydration,
} from './fixtures';

// Invented identities cannot take the calendar: the visitor's own embedded database counts the
// unverified bookings holding slots, and beyond 6 (or 2 emergency requests in 24 hours) the next
// one shows the human check (the local Turnstile stand-in here). Confirming sends the same request
// again with a pass; cancelling keeps everything typed.
test.describe.configure({ timeout: 300_000 });

const CHECK = 'Confirma que eres una persona';
// An hour apart: the demo's one lawyer takes each (a consultation also takes the next half hour).
const TIMES = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00'];

/** A distinct, valid person for each `n`: name, RUT with its check digit, address and phone. */
function inventedPerson(n: number) {
  const body = String(22_000_000 + n);
  return {
    nombre: 'Persona Inventada',
    rut: `${body}-${rutCheckDigit(body)}`,
    email: `inventada${String(n)}@ejemplo.cl`,
    telefono: `+56 9 ${String(6100_0000 + n)}`,
  };
}

/** Steps 1 to 3 of a paid booking for person `n` at `time` next week, up to 'Proceder al Pago'. */
async function bookUpToPayment(page: Page, n: number, time: string) {
  const who = inventedPerson(n);
  await page.goto('/agendamiento?plan=laboral');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel('Nombre completo').fill(who.nombre);
  await page.getByLabel('RUT').fill(who.rut);
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Teléfono').fill(who.telefono);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
}

const paymentStep = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' });

test('the seventh unverified booking asks for a person; confirming books it', async ({ page }) => {
  for (let n = 0; n < 6; n += 1) {
    await bookUpToPayment(page, n, TIMES[n] ?? '09:00');
    await expect(paymentStep(page)).toBeVisible({ timeout: 60_000 });
  }

  await bookUpToPayment(page, 6, TIMES[6] ?? '14:00');
  const check = page.getByRole('dialog', { name: CHECK });
  await expect(check).toBeVisible({ timeout: 60_000 });
  // Cancelled: nothing is booked and the confirmation step is still there, as it was.
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu reserva' })).toBeVisible();
  await expect(page.getByLabel('He leído y acepto los Términos y condiciones')).toBeChecked();

  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Confirmo que soy una persona' }).click();
  await expect(check).toBeHidden({ timeout: 60_000 });
  await expect(paymentStep(page)).toBeVisible({ timeout: 60_000 });
});

test('the third unverified emergency request in a day asks for a person', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Solicitud de consulta de emergencia' });
  const request = async (n: number) => {
    const who = inventedPerson(100 + n);
    await page.goto('/urgente');
    await waitForHydration(page);
    await startForm(page, form);
    await form.getByLabel('Nombre completo').fill(who.nombre);
    await form.getByLabel('RUT').fill(who.rut);
    await form.getByLabel('Soy mayor de 18 años').check();
    await form.getByLabel('Correo electrónico').fill(who.email);
    await form.getByLabel('Teléfono donde te llamamos').fill(who.telefono);
    await form
      .getByLabel('¿Qué está pasando?')
      .fill('Detuvieron a mi hermano anoche y mañana es la audiencia de control.');
    await sensitiveConsent(form).check();
    await form.getByLabel('He leído y acepto los Términos y condiciones').check();
    await form.getByRole('button', { name: /^Solicitar la llamada y pagar/ }).click();
  };

  for (let n = 0; n < 2; n += 1) {
    await request(n);
    await expect(page).toHaveURL(/\/pago$/, { timeout: 60_000 });
  }
  await request(2);
  const check = page.getByRole('dialog', { name: CHECK });
  await expect(check).toBeVisible({ timeout: 60_000 });
  await check.getByRole('button', { name: 'Confirmo que soy una persona' }).click();
  await expect(page).toHaveURL(/\/pago$/, { timeout: 60_000 });
  await expect(page.getByText(/Recibimos tu solicitud de emergencia/)).toBeVisible({
    timeout: 60_000,
  });
});

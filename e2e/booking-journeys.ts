/**
 * Steps of the booking journeys that several specs take: booking the free consultation as a guest
 * and moving a booking with the reschedule dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, pickSlotNextWeek, WEEKDAY_BUTTON } from './fixtures';

export async function fillPersonalData(page: Page, nombre: string, email: string) {
  await expect(page.getByLabel('Nombre completo')).toBeEditable({ timeout: 60_000 });
  await page.getByLabel('Nombre completo').fill(nombre);
  await page.getByLabel('RUT').fill('11.222.333-9');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 5555 4444');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Books the free consultation at next week's first open day, at `time`; ends on the confirmation. */
export async function bookFreeConsultation(
  page: Page,
  nombre: string,
  email: string,
  time: string,
) {
  await fillPersonalData(page, nombre, email);
  await pickSlotNextWeek(page, time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 60_000 });
}

/** A value of the confirmation's summary. */
export const summaryValue = (page: Page, term: string): Locator =>
  page
    .getByRole('region', { name: 'Resumen de tu reserva' })
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd');

/**
 * In the open reschedule dialog: next week's `day`-th open weekday (0 is the first), then `time`.
 * Returns the day as the picker names it ('martes 1 de diciembre de 2026').
 */
export async function chooseNewSlot(dialog: Locator, day: number, time: string): Promise<string> {
  await dialog.getByRole('button', { name: 'Semana siguiente' }).click();
  const weekday = dialog.getByRole('button', { name: WEEKDAY_BUTTON, disabled: false }).nth(day);
  const label = (await weekday.getAttribute('aria-label')) ?? '';
  await weekday.click();
  const slot = dialog.getByRole('button', { name: time, exact: true });
  await expect(slot).not.toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return label;
}

/** What the dialog says once the booking moved. */
export const movedText = (day: string, time: string) =>
  `Tu reserva quedó para el ${day} a las ${time}.`;

export async function moveBooking(page: Page, scope: Locator, day: number, time: string) {
  await scope.getByRole('button', { name: 'Cambiar fecha u hora', exact: true }).click();
  // One dialog at a time; its title becomes 'Cambio listo' once the booking moved.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Hora actual:');
  const label = await chooseNewSlot(dialog, day, time);
  await dialog.getByRole('button', { name: `Cambiar al ${label} a las ${time}` }).click();
  await expect(dialog.getByRole('status')).toHaveText(movedText(label, time), {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  return label;
}

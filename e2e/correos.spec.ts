import type { Locator, Page } from '@playwright/test';
import { bookFreeConsultation, moveBooking, summaryValue } from './booking-journeys';
import { expect, test } from './fixtures';

// The e-mails the server sends, as a client receives them: the developer's mailbox of the local
// server (/dev/correos) shows what the e-mail stand-in received. The demo's notice schedule runs
// in the pages that hold the database, so those stay open (one of them leads the database the
// tabs share) and the mailbox is read in tabs of its own.
test.describe.configure({ timeout: 240_000 });

/** The mailbox's message to `address` whose subject starts with `subject`, once it arrived. */
async function messageTo(page: Page, address: string, subject: string): Promise<Locator> {
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${subject}`) }) })
    .filter({ hasText: address });
  await expect(async () => {
    await page.goto('/dev/correos');
    await expect(message).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  return message;
}

test('a guest books, reads the confirmation e-mail, follows its link to change the time, and is told by e-mail', async ({
  page,
  context,
}) => {
  const address = `correo-${String(Date.now())}@ejemplo.cl`;
  await page.goto('/agendamiento?plan=gratis');
  await bookFreeConsultation(page, 'Clienta Del Correo', address, '10:00');
  const code = (await summaryValue(page, 'Código de reserva').textContent()) ?? '';

  const mail = await context.newPage();
  const confirmation = await messageTo(mail, address, 'Reserva confirmada');
  await expect(confirmation).toContainText('Adjuntos');
  await expect(confirmation.getByRole('link', { name: /\.ics$/ })).toBeVisible();
  const body = confirmation.frameLocator('iframe');
  await expect(body.getByText(code)).toBeVisible();
  // The case's description never travels by e-mail; the plain text says what the HTML says.
  await confirmation.getByText('Texto plano').click();
  await expect(confirmation.locator('pre')).toContainText(code);

  // The e-mail's link opens the booking's page on this site, in the whole window.
  await body.getByRole('link', { name: 'Cambiar la hora' }).click();
  await expect(mail).toHaveURL(/\/reserva\/gestionar$/, { timeout: 60_000 });
  const details = mail.getByRole('definition');
  await expect(details.filter({ hasText: code })).toBeVisible({ timeout: 60_000 });
  const day = await moveBooking(mail, mail.locator('body'), 1, '11:00');

  // The move's e-mail: sent by the schedule of the page where the client moved it.
  const inbox = await context.newPage();
  const moved = await messageTo(inbox, address, 'Reserva cambiada');
  const movedBody = moved.frameLocator('iframe');
  await expect(movedBody.getByText(code)).toBeVisible();
  await expect(movedBody.getByText('11:00').first()).toBeVisible();
  await expect(moved).toContainText('Adjuntos');
  expect(day).not.toBe('');
});

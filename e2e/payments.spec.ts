import type { Page } from '@playwright/test';
import { expect, expectAccessible, passDemoSecondStep, pickSlotNextWeek, test } from './fixtures';
import { WEBPAY_SIM_URL, type SimulatedTransaction } from './webpay-simulator';

// Card payments through the Webpay simulator (the server's local functions talk to it instead of
// Transbank), and transfers the firm verifies. Each test has its own browser context, so its own
// embedded database.
test.describe.configure({ timeout: 150_000 });

/** A visitor books Consulta Laboral ($35.000) next week at `time` and reaches step 4. */
async function bookLaboral(page: Page, email: string, time: string) {
  await page.goto('/agendamiento?plan=laboral');
  await page.getByLabel('Nombre completo').fill('Lucía Tapia');
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+56 9 2222 3333');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, time);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('He leído y acepto los Términos y condiciones').check();
  await page.getByRole('button', { name: 'Proceder al Pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' })).toBeVisible({
    timeout: 30_000,
  });
}

/** From step 4: pay by card and stop on Webpay's form (the simulator's). */
async function openWebpay(page: Page) {
  await page.getByRole('link', { name: /Tarjeta de débito o crédito/ }).click();
  await expect(page).toHaveURL(/\/pago\?metodo=tarjeta/);
  await page.getByRole('button', { name: 'Pagar $35.000 con Webpay' }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/webpayserver\/initTransaction/, { timeout: 30_000 });
  await expect(page.getByText('$35.000').first()).toBeVisible();
}

async function transactions(page: Page): Promise<SimulatedTransaction[]> {
  const response = await page.request.get(`${WEBPAY_SIM_URL}/control/transactions`);
  return (await response.json()) as SimulatedTransaction[];
}

async function signInAsAdmin(page: Page, next: string) {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page
    .getByRole('button', { name: 'Usar la cuenta admin@demo.cl' })
    .click({ timeout: 60_000 });
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await passDemoSecondStep(page);
}

test('a card payment approved by Webpay confirms the booking, once, even when the return is replayed', async ({
  page,
}) => {
  await bookLaboral(page, 'tarjeta-ok@ejemplo.cl', '09:00');
  await openWebpay(page);
  await page.getByRole('button', { name: 'Pagar (aprobado)' }).click();

  await expect(page).toHaveURL(/\/payment-success\?method=transbank&orden=PL-[0-9A-F]{8}-1/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pago Exitoso' })).toBeVisible({
    timeout: 60_000,
  });
  const row = (term: string) =>
    page.getByText(term, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(row('Monto pagado')).toHaveText('$35.000');
  await expect(row('Tarjeta')).toHaveText('•••• 6623');
  await expect(row('Código de autorización')).toHaveText('1213');
  const code = (await row('Código de reserva').textContent()) ?? '';
  await expect(row('Orden de compra')).toHaveText(`PL-${code}-1`);
  await expectAccessible(page, 'pago con tarjeta aprobado');

  // Webpay's return arrives again (a reload of its redirect, a second tab): the first result
  // stands and the payment is not committed twice.
  const [sale] = (await transactions(page)).filter((t) => t.buy_order === `PL-${code}-1`);
  expect(sale?.commitCount).toBe(1);
  await page.goto(`/functions/v1/webpay-return?token_ws=${sale?.token ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pago Exitoso' })).toBeVisible({
    timeout: 60_000,
  });
  expect((await transactions(page)).find((t) => t.token === sale?.token)?.commitCount).toBe(1);

  // The booking is confirmed: /pago says so instead of offering to pay again.
  await page.goto('/pago');
  await expect(page.getByText('Esta reserva ya está pagada y confirmada.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: /Transferencia bancaria/ })).toHaveCount(0);
});

test('a declined card and a cancelled payment return to /pago with their reason, the slot still held', async ({
  page,
}) => {
  await bookLaboral(page, 'tarjeta-no@ejemplo.cl', '09:30');
  await openWebpay(page);
  await page.getByRole('button', { name: 'Pagar (rechazado)' }).click();
  await expect(page).toHaveURL(/\/pago\?metodo=tarjeta&pago=rechazado/, { timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'rechazado' })).toContainText(
    'No se hizo ningún cargo',
  );
  await expect(page.getByText(/Tu hora queda reservada hasta el/)).toBeVisible({
    timeout: 60_000,
  });

  // Another attempt, cancelled on Webpay's form ('Anular compra' returns by POST).
  await page.getByRole('button', { name: 'Pagar $35.000 con Webpay' }).click();
  await expect(page).toHaveURL(/webpayserver\/initTransaction/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Anular compra' }).click();
  await expect(page).toHaveURL(/\/pago\?metodo=tarjeta&pago=cancelado/, { timeout: 30_000 });
  await expect(page.getByText('Cancelaste el pago en Webpay.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Tu hora queda reservada hasta el/)).toBeVisible({
    timeout: 60_000,
  });
  // The declined one was committed and failed; the cancelled one was never committed.
  const orden = new URL(page.url()).searchParams.get('orden') ?? '';
  expect(orden).toMatch(/^PL-[0-9A-F]{8}-2$/);
  const attempts = (await transactions(page)).filter((t) =>
    t.buy_order.startsWith(orden.slice(0, 12)),
  );
  expect(attempts.map((t) => [t.buy_order.slice(-1), t.state, t.commitCount]).sort()).toEqual([
    ['1', 'FAILED', 1],
    ['2', 'ABORTED', 0],
  ]);
});

test('a declared transfer with its receipt keeps the booking 48 hours for the firm, which verifies it and confirms the booking', async ({
  page,
}) => {
  await bookLaboral(page, 'transferencia@ejemplo.cl', '10:30');
  await page.getByRole('button', { name: /Transferencia bancaria/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transferencia bancaria' });
  await expect(dialog).toContainText(/indica tu código de reserva [0-9A-F]{8}\./);
  await dialog.getByRole('button', { name: 'Enviar Comprobante' }).click();
  await expect(page).toHaveURL(/\/pago\?metodo=transferencia/);

  const form = page.getByRole('form', { name: 'Enviar comprobante' });
  // The slot is kept the 48 hours of verification only with the receipt file.
  await expect(form).toContainText(
    'Con el archivo adjunto, tu hora queda reservada 48 horas mientras verificamos el pago; solo con el número, se mantiene hasta el plazo de pago de tu reserva.',
  );
  await form.getByLabel('Número de operación').fill('!!', { timeout: 60_000 });
  await form.getByRole('button', { name: 'Enviar comprobante' }).click();
  await expect(form.getByText(/Ingresa el número de operación/)).toBeVisible();
  // What was typed survives a reload.
  await form.getByLabel('Número de operación').fill('op 0012345678');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Enviar comprobante' }).getByLabel('Número de operación'),
  ).toHaveValue('op 0012345678', { timeout: 60_000 });
  const reloaded = page.getByRole('form', { name: 'Enviar comprobante' });
  await reloaded.getByLabel('Comprobante (opcional)').setInputFiles({
    name: 'comprobante.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 comprobante de prueba'),
  });
  await reloaded.getByRole('button', { name: 'Enviar comprobante' }).click();

  await expect(page).toHaveURL(/\/payment-success\?method=transferencia/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserva recibida: pago por verificar' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Monto pagado')).toHaveCount(0);
  await expect(page.getByText('OP 0012345678')).toBeVisible();
  // The receipt arrived: the slot is held while the firm verifies it (48 hours from now).
  const next = page.getByText(/Verificamos tu transferencia dentro de 48 horas/);
  await expect(next).toContainText('Mientras tanto, tu hora queda reservada hasta el');
  const heldUntil = new Intl.DateTimeFormat('es-CL', {
    timeZone: 'America/Santiago',
    day: 'numeric',
    month: 'long',
  }).format(new Date(Date.now() + 48 * 3_600_000));
  await expect(next).toContainText(heldUntil);
  await expectAccessible(page, 'transferencia por verificar');

  // The firm verifies it (the embedded database is this browser's: the admin signs in here).
  await signInAsAdmin(page, '/admin?tab=pagos');
  const payments = page.getByRole('tabpanel', { name: 'Pagos' });
  const entry = payments.getByRole('listitem').filter({ hasText: 'OP 0012345678' });
  await expect(entry).toBeVisible({ timeout: 60_000 });
  await entry.getByRole('button', { name: /^Verificar pago/ }).click();
  await page
    .getByRole('dialog', { name: 'Verificar transferencia' })
    .getByRole('button', { name: 'Verificar pago' })
    .click();
  await expect(page.getByText('Pago verificado: la reserva quedó confirmada')).toBeVisible();
  // The payment counts and its booking is confirmed (it left the list of payments to verify).
  await page
    .getByRole('group', { name: 'Mostrar' })
    .getByRole('button', { name: /^Todos/ })
    .click();
  const verified = page
    .getByRole('tabpanel', { name: 'Pagos' })
    .getByRole('listitem')
    .filter({ hasText: 'OP 0012345678' });
  await expect(verified).toContainText('Aprobado');
  await expect(verified).toContainText('Confirmada');
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, pickSlotNextWeek, sensitiveConsent, test } from './fixtures';
import { WEBHOOK_PORT, type ReceivedWebhook } from './webhook-receiver';

// A booking asks only what it needs: a foreigner books with a passport, states their age, sees
// who handles their data, and accepts the terms before a paid booking is made. The description
// of the case never leaves for the notification webhook and is never written to the console.
test.describe.configure({ timeout: 150_000 });

const SECRET = 'Tengo una enfermedad crónica y necesito regularizar mi visa temporal';
const TERMS = 'He leído y acepto los Términos y condiciones';

async function received(page: Page): Promise<ReceivedWebhook[]> {
  const response = await page.request.get(
    `http://127.0.0.1:${String(WEBHOOK_PORT)}/control/received`,
  );
  return (await response.json()) as ReceivedWebhook[];
}

test('a foreign visitor books the migratorio plan with a passport, accepting the terms before paying', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const email = 'extranjera.pasaporte@ejemplo.cl';

  await page.goto('/agendamiento?plan=migratorio');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Nombre completo')).toBeEditable();
  // The notice beside the fields: who, why, how long, the rights, and the policy a click away.
  const notice = main.locator('p', { hasText: 'Sus datos:' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('derecho de acceso, rectificación, supresión');
  await expect(main.getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
    'href',
    '/privacidad',
  );

  await main.getByLabel('Nombre completo').fill('Amina Diallo');
  await main.getByLabel('Documento de identidad').selectOption({ label: 'Pasaporte' });
  const number = main.getByLabel('Número de documento');
  await number.fill('ab12');
  await number.blur();
  await expect(main.getByText(/Número de documento inválido/)).toBeVisible();
  await number.fill('ab1234567');
  await number.blur();
  await expect(number).toHaveValue('AB1234567');
  await main.getByLabel('Correo electrónico').fill(email);
  await main.getByLabel('Teléfono').fill('+56 9 4444 5555');
  await main.getByLabel('Describe brevemente tu consulta (opcional)').fill(SECRET);
  await expect(main.getByText(`${String(SECRET.length)} de 2000 caracteres`)).toBeVisible();
  await expect(main.getByText(/No incluyas datos de salud, antecedentes penales/)).toBeVisible();

  // The age statement is required, and a description needs the authorisation for its sensitive
  // data, in an unticked box of its own.
  await expect(sensitiveConsent(main)).not.toBeChecked();
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(main.getByText(/Indica si eres mayor de 18 años/)).toBeVisible();
  await expect(
    main.getByText(/Para enviarnos la descripción, marca la autorización/),
  ).toBeVisible();
  await main.getByLabel('Soy mayor de 18 años').check();
  await sensitiveConsent(main).check();
  await expectAccessible(page, 'datos de la reserva con pasaporte');
  await main.getByRole('button', { name: 'Continuar' }).click();

  await pickSlotNextWeek(page, '11:00');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu reserva' })).toBeVisible();
  await expect(page.getByText('Pasaporte', { exact: true })).toBeVisible();
  await expect(page.getByText('AB1234567')).toBeVisible();

  // Paid: 'Proceder al Pago' waits for the terms, which are one click away to read and keep.
  const pay = page.getByRole('button', { name: 'Proceder al Pago' });
  const accept = page.getByLabel(TERMS);
  await expect(accept).not.toBeChecked();
  await expect(pay).toBeDisabled();
  const read = page.getByRole('link', { name: /Leer los Términos y condiciones/ });
  await expect(read).toHaveAttribute('href', '/terminos');
  await expect(read).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('link', { name: 'Descargar para guardar o imprimir' }),
  ).toHaveAttribute('href', '/terminos');
  await accept.check();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elige cómo pagar' })).toBeVisible({
    timeout: 30_000,
  });

  // Both notices of the booking went out, and neither carries the description.
  await expect
    .poll(
      async () => (await received(page)).filter((w) => w.body.reserva?.email === email).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);
  const payloads = JSON.stringify(await received(page));
  expect(payloads).not.toContain('enfermedad');
  expect(logged.join('\n')).not.toContain('enfermedad');
});

test('a free booking asks no terms, and a RUT is still checked by módulo 11', async ({ page }) => {
  await page.goto('/agendamiento?plan=gratis');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Nombre completo')).toBeEditable();
  await main.getByLabel('Nombre completo').fill('Pedro Soto');
  await main.getByLabel('RUT').fill('12.345.678-9');
  await main.getByLabel('Correo electrónico').fill('gratis.datos@ejemplo.cl');
  await main.getByLabel('Teléfono').fill('+56 9 1111 3333');
  await main.getByLabel(/Reservo en representación de otra persona/).check();
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    main.getByText('RUT inválido. Revisa el número y el dígito verificador.'),
  ).toBeVisible();
  await main.getByLabel('RUT').fill('12.345.678-5');
  await main.getByRole('button', { name: 'Continuar' }).click();

  await pickSlotNextWeek(page, '15:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu reserva' })).toBeVisible();
  await expect(page.getByLabel(TERMS)).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/payment-success/, { timeout: 30_000 });
});

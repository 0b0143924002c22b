import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, passDemoSecondStep, pickSlotNextWeek, test } from './fixtures';

// An anonymous booker exercises a right, proving the address with a code sent to it (shown on
// screen in the embedded mode), and the admin answers it, on the embedded database of this
// browser context (see booking.spec.ts).
test.describe.configure({ timeout: 180_000 });

const EMAIL = 'anonima@ejemplo.cl';

/** A visitor without an account books a free consultation and reads the booking code. */
async function bookFreeConsultation(page: Page): Promise<string> {
  await page.goto('/agendamiento?plan=gratis');
  await expect(page.getByLabel('Nombre completo')).toBeEditable();
  await page.getByLabel('Nombre completo').fill('Ana Anónima');
  await page.getByLabel('RUT').fill('12.345.678-5');
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '11:00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 30_000 });
  const code = page
    .getByRole('region', { name: 'Resumen de tu reserva' })
    .locator('div', { has: page.getByText('Código de reserva', { exact: true }) })
    .locator('dd');
  await expect(code).toHaveText(/^[0-9A-F]{8}$/);
  return (await code.textContent()) ?? '';
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

/** Asks for a code for the address and reads it where the embedded mode shows it. */
async function demoCode(scope: Locator): Promise<string> {
  await scope.getByRole('button', { name: /Enviarme un código|Enviar otro código/ }).click();
  const shown = scope.getByText(/Tu código es \d{6}/);
  await expect(shown).toBeVisible({ timeout: 30_000 });
  return /\d{6}/.exec((await shown.textContent()) ?? '')?.[0] ?? '';
}

test('an anonymous booker asks for erasure, proving the address with an e-mailed code; the admin erases and answers', async ({
  page,
}) => {
  const bookingCode = await bookFreeConsultation(page);
  expect(bookingCode).toMatch(/^[0-9A-F]{8}$/);

  // The privacy policy tells where to file a request.
  await page.goto('/privacidad');
  await expect(
    page.getByRole('link', { name: 'formulario de solicitud sobre sus datos' }).first(),
  ).toHaveAttribute('href', '/privacidad/solicitud');

  await page.goto('/privacidad/solicitud');
  const form = page.getByRole('form', { name: 'Solicitud de derechos sobre datos personales' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByRole('radio', { name: /Supresión/ }).check();
  await form.getByLabel('Nombre').fill('Ana Anónima');
  await form.getByLabel('Correo electrónico').fill(EMAIL);
  await form
    .getByLabel('¿A qué datos o trato se refiere?')
    .fill('Mi reserva de consulta gratuita y todos mis datos de contacto.');
  // The booking code is no proof: only the code sent to the address is offered.
  await expect(form.getByLabel('Código de reserva')).toHaveCount(0);
  await form.getByLabel('Código de 6 dígitos').fill(await demoCode(form));
  await expect(form.getByText(/Sus datos:/)).toBeVisible();
  await expectAccessible(page, '/privacidad/solicitud');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  const receipt = page.getByRole('heading', { name: /Recibimos tu solicitud N° SD-[0-9A-F]{8}/ });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const requestCode = /SD-[0-9A-F]{8}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
  const dueText = page.getByText(/Te responderemos a más tardar el \d+ de \w+ de \d{4}/);
  await expect(dueText).toBeVisible();
  const due = /\d+ de \w+ de \d{4}/.exec((await dueText.textContent()) ?? '')?.[0] ?? '';

  // The acknowledgement links to the status page: the number in the address, never the e-mail.
  await page.getByRole('link', { name: 'Consultar el estado de tu solicitud' }).click();
  await expect(page).toHaveURL(new RegExp(`/privacidad/solicitud/estado\\?codigo=${requestCode}$`));
  const lookUp = page.getByRole('form', { name: 'Consultar el estado de una solicitud' });
  await expect(lookUp.getByLabel('Correo electrónico')).toHaveValue(EMAIL, { timeout: 60_000 });
  await lookUp.getByRole('button', { name: 'Consultar estado' }).click();
  const status = page.getByRole('region', { name: `Solicitud N° ${requestCode}` });
  await expect(status).toContainText('Recibida');
  await expect(status.getByText(due, { exact: true }).first()).toBeVisible();
  await expectAccessible(page, '/privacidad/solicitud/estado');

  // The admin, at the second step, handles it in the Solicitudes tab.
  await signInAsAdmin(page, '/admin?tab=solicitudes');
  const row = page.getByRole('article', { name: `Solicitud ${requestCode}` });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Recibida');
  await expect(row).toContainText(/quedan \d+ días/);
  await row.getByRole('button', { name: /Abrir/ }).click();

  const detail = page.getByRole('region', { name: `Solicitud ${requestCode}` });
  await expect(detail).toContainText(EMAIL);
  await detail.getByRole('button', { name: 'Ejecutar supresión' }).click();
  await detail.getByRole('button', { name: 'Confirmar supresión' }).click();
  await expect(detail.getByRole('status')).toContainText('Se ejecutó la supresión');
  await expect(row).toContainText('En curso');

  await detail
    .getByLabel('Respuesta a la persona')
    .fill(
      'Eliminamos tus datos de contacto; la reserva queda bloqueada hasta su fecha y luego se anonimiza.',
    );
  await detail.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(row).toContainText('Respondida');
  await expect(detail).toContainText('Respuesta enviada (constancia)');
  await expect(detail).toContainText('Eliminamos tus datos de contacto');
  await expectAccessible(page, '/admin?tab=solicitudes');

  // The requester reads the answer on the status page, with the number and their e-mail.
  await page.goto('/privacidad/solicitud/estado');
  const again = page.getByRole('form', { name: 'Consultar el estado de una solicitud' });
  await again.getByLabel('Número de solicitud').fill(requestCode);
  await again.getByLabel('Correo electrónico').fill(EMAIL);
  await again.getByRole('button', { name: 'Consultar estado' }).click();
  const answered = page.getByRole('region', { name: `Solicitud N° ${requestCode}` });
  await expect(answered).toContainText('Respondida', { timeout: 30_000 });
  // The answer may hold the person's data: it shows once a new code proves the address again.
  await expect(answered).not.toContainText('Eliminamos tus datos de contacto');
  const unlock = answered.getByRole('region', { name: 'Ya respondimos tu solicitud' });
  const code = await demoCode(unlock);
  await unlock.getByLabel('Código de 6 dígitos').fill(code);
  await unlock.getByRole('button', { name: 'Ver la respuesta' }).click();
  await expect(answered.getByRole('region', { name: /Nuestra respuesta/ })).toContainText(
    'Eliminamos tus datos de contacto',
  );
  await expectAccessible(page, '/privacidad/solicitud/estado');
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, startForm, test, waitForHydration } from './fixtures';

// Each test has its own browser context, so its own embedded database: the first send waits
// while the backend starts, and the limits of one test never meet another's.
test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });

async function fillContact(page: Page, email: string, mensaje: string) {
  await form(page).getByLabel('Nombre completo').fill('María José Pérez');
  await form(page).getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form(page).getByLabel('Tema de tu consulta').selectOption('Derecho laboral');
  await form(page).getByLabel('Mensaje').fill(mensaje);
}

const send = (page: Page) => form(page).getByRole('button', { name: 'Enviar mensaje' }).click();

test('the contact form is in the static HTML, stores a message and confirms what follows', async ({
  page,
}) => {
  const html = await (await page.request.get('/contacto')).text();
  expect(html).toContain('Formulario de contacto');
  expect(html).toContain('Tema de tu consulta');

  await page.goto('/contacto?servicio=derecho-de-familia');
  await waitForHydration(page);
  await expect(form(page).getByLabel('Tema de tu consulta')).toHaveValue('Derecho de familia');
  await expectAccessible(page, 'en /contacto');
  // Who collects the data, why and for how long, beside the fields.
  await expect(form(page).getByText(/para responder su mensaje/)).toBeVisible();

  await send(page);
  await expect(form(page).getByLabel('Nombre completo')).toBeFocused();
  await expect(form(page).getByText('Ingresa tu nombre')).toBeVisible();

  await fillContact(page, 'maria.contacto@ejemplo.cl', 'Me despidieron sin aviso previo.');
  await send(page);
  await expect(page.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('maria.contacto@ejemplo.cl')).toBeVisible();

  // Sent: nothing of it comes back after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(form(page).getByLabel('Mensaje')).toHaveValue('');
});

test.describe('a refused send', () => {
  // The browser database's worker logs the refusal it passes on.
  test.use({ allowConsoleErrors: true });

  test('what is typed survives a reload and a refused send', async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    await startForm(page, form(page));
    await fillContact(page, 'insistente@ejemplo.cl', 'Borrador que no debe perderse.');
    await page.reload();
    await waitForHydration(page);
    // The draft brings the form's code at once; on a busy machine it can take a while.
    await expect(form(page).getByLabel('Mensaje')).toHaveValue('Borrador que no debe perderse.', {
      timeout: 30_000,
    });
    await expect(form(page).getByLabel('Nombre completo')).toHaveValue('María José Pérez');

    // Three messages an hour from one address are accepted; the fourth is refused.
    for (const n of [1, 2, 3]) {
      await form(page)
        .getByLabel('Mensaje')
        .fill(`Mensaje número ${String(n)} de la prueba.`);
      await send(page);
      await expect(page.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible({
        timeout: 60_000,
      });
      await page.getByRole('button', { name: 'Enviar otro mensaje' }).click();
      await fillContact(page, 'insistente@ejemplo.cl', 'x');
    }
    await form(page).getByLabel('Mensaje').fill('Un cuarto mensaje en la misma hora.');
    await send(page);
    await expect(form(page).getByRole('alert')).toContainText('Ya recibimos varios mensajes');
    await expect(form(page).getByLabel('Mensaje')).toHaveValue(
      'Un cuarto mensaje en la misma hora.',
    );
    await page.reload();
    await waitForHydration(page);
    await expect(form(page).getByLabel('Mensaje')).toHaveValue(
      'Un cuarto mensaje en la misma hora.',
      { timeout: 30_000 },
    );
  });
});

test('the footer newsletter box: subscribed, already subscribed, invalid address', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Recibe novedades legales' });
  const input = box.getByLabel('Correo para el boletín');
  const subscribe = box.getByRole('button', { name: 'Suscribirme' });
  await startForm(page, box.locator('form'));

  await input.fill('no-es-correo');
  await subscribe.click();
  await expect(box.getByText(/Ingresa un correo válido/)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Nothing is sent without the explicit, unticked opt-in.
  const optIn = box.getByRole('checkbox', { name: /Quiero recibir novedades legales/ });
  await expect(optIn).not.toBeChecked();
  await input.fill('lectora@ejemplo.cl');
  await subscribe.click();
  await expect(box.getByText(/marca la casilla/)).toBeVisible();

  await optIn.check();
  await subscribe.click();
  await expect(box.getByText(/Te suscribiste/)).toBeVisible({ timeout: 60_000 });

  await input.fill('Lectora@Ejemplo.cl');
  await optIn.check();
  await subscribe.click();
  await expect(box.getByText(/ya estaba suscrito/)).toBeVisible({ timeout: 60_000 });
});

import { expect, expectAccessible, pickSlotNextWeek, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

test('a signed-in client books, sees the booking in /mi-cuenta and cancels it', async ({
  page,
}) => {
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
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aún no tienes reservas con esta cuenta.')).toBeVisible();

  await page.getByRole('link', { name: 'Agendar una consulta' }).click();
  await page.getByLabel('Nombre completo').fill('Cliente Demo');
  await page.getByLabel('RUT').fill('11.222.333-9');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill('cliente@demo.cl');
  await page.getByLabel('Teléfono').fill('+56 9 5555 4444');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '11:30');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva gratuita' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 30_000 });
  const code = page
    .getByText('Código de reserva', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(code).toHaveText(/^[0-9A-F]{8}$/);
  const reservationCode = (await code.textContent()) ?? '';

  // A full load: the embedded backend starts again from the browser's stored database. The
  // client finds the booking by its code, then goes on to the account page.
  await page.goto(`/herramientas/consulta-casos?codigo=${reservationCode.toLowerCase()}`);
  const found = page.getByRole('heading', { name: `Reserva ${reservationCode}` });
  await expect(found).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Confirmada', { exact: true })).toBeVisible();
  await expectAccessible(page, '/herramientas/consulta-casos');
  await page.getByRole('link', { name: 'Ver y gestionar tus reservas en Mi cuenta' }).click();
  const booking = page.getByRole('listitem').filter({ hasText: '11:30' });
  await expect(booking).toContainText('11:30', { timeout: 60_000 });
  await expect(booking).toContainText(reservationCode);
  await expect(booking).toContainText('Confirmada');
  await expectAccessible(page, '/mi-cuenta');
  page.once('dialog', (dialog) => void dialog.accept());
  await booking.getByRole('button', { name: /^Cancelar la reserva del/ }).click();
  await expect(page.getByText('Reserva cancelada. La hora quedó libre.')).toBeVisible();
  await expect(booking).toContainText('Cancelada');
  await expect(booking.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: '11:30' })).toContainText('Cancelada', {
    timeout: 30_000,
  });
});

test('signed out, the case lookup explains the court system and asks to sign in, with no backend', async ({
  page,
}) => {
  const backend: string[] = [];
  page.on('request', (request) => {
    if (/pglite|\/assets\/browser-|\.wasm|supabase/i.test(request.url()))
      backend.push(request.url());
  });
  await page.goto('/herramientas/consulta-casos?codigo=3F9A12BC');
  await expect(
    page.getByRole('heading', { name: 'Cómo revisar una causa en el Poder Judicial' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Inicia sesión con la cuenta con que reservaste para ver el estado de tus reservas.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent('/herramientas/consulta-casos?codigo=3F9A12BC')}`,
  );
  await expectAccessible(page, '/herramientas/consulta-casos sin sesión');
  expect(backend).toEqual([]);
});

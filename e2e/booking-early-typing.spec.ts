import { expect, pickSlotNextWeek, test } from './fixtures';

// The booking wizard's first step is prerendered: its fields take input before the page's code
// arrives, keep it as the form takes over, and a visitor already in the form starts the database.
test.describe.configure({ timeout: 120_000 });

test('what is typed before the page’s code arrives is kept, and the booking system starts then', async ({
  page,
}) => {
  // Hold the page's code back until the visitor has typed into the prerendered form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the page's loader may add the held script before that event, which would
  // then wait for it.
  await page.goto('/agendamiento?plan=laboral', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Nombre completo').fill('Temprana Pérez');
  await page.getByLabel('RUT').fill('12345678-5');
  await page.getByLabel('Soy mayor de 18 años').check();
  await page.getByLabel('Correo electrónico').fill('temprana@ejemplo.cl');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  expect(await page.evaluate(() => performance.getEntriesByName('db:worker-created').length)).toBe(
    0,
  );

  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Temprana Pérez');
  await expect(page.getByLabel('RUT')).toHaveValue('12345678-5');
  await expect(page.getByLabel('Soy mayor de 18 años')).toBeChecked();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('temprana@ejemplo.cl');
  // The visitor was in the form when it took over: the database started without a new focus.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('db:worker-created').length))
    .toBe(1);

  // What was typed before is stored like the rest: a reload keeps it.
  await page.getByLabel('Teléfono').fill('+56 9 8765 4321');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Temprana Pérez');
  await expect(page.getByLabel('Soy mayor de 18 años')).toBeChecked();
  await expect(page.getByLabel('Teléfono')).toHaveValue('+56 9 8765 4321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await pickSlotNextWeek(page, '10:00');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
});

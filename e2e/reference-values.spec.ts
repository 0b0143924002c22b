import { CMF_SIM_DEFAULTS } from './cmf-simulator';
import { expect, test, waitForHydration } from './fixtures';

// The severance calculator shows the day's UF from the CMF stand-in (which the e2e setup starts
// and the preview server's valores-referencia reads), with its date and source, in place of the
// prerendered one. The fallback to the last stored value is proven by the function's tests.

test('the severance calculator shows the day’s UF with its date and source', async ({ page }) => {
  await page.goto('/calculadoras/indemnizacion');
  await waitForHydration(page);
  const field = page.getByLabel('Valor de la UF (pesos)');
  const today = new Date().toLocaleDateString('es-CL', {
    timeZone: 'America/Santiago',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const dated = new RegExp(`^Valor al ${today}, según CMF \\(api\\.cmfchile\\.cl\\)`);
  // Without touching the form: the day's value replaces the prerendered one. The example's
  // result does not depend on it (its salary is under the 90 UF cap at any UF near the day's), so
  // the calculator's code is not loaded for it: the form stays the static one.
  await expect(field).toHaveValue(CMF_SIM_DEFAULTS.uf);
  await expect(field).toHaveAccessibleDescription(dated);
  await expect(page.getByText('$4.800.000').first()).toBeVisible();
  await expect(page.locator('[data-calculator="estatica"]')).toBeVisible();
  // Used, the calculator takes over with the day's value, and a salary over the cap uses it.
  await page.getByLabel('Última remuneración mensual (pesos)').fill('5.000.000');
  await expect(page.locator('[data-calculator="activa"]')).toBeVisible();
  await expect(field).toHaveValue(CMF_SIM_DEFAULTS.uf);
  await expect(field).toHaveAccessibleDescription(dated);
  // 90 UF of 39.990,12 is $3.599.111: five years of it, plus one month of notice.
  await expect(page.getByText('$21.594.665').first()).toBeVisible();
  // The day's value is the default, so the address holds only the salary typed.
  expect(new URL(page.url()).search).toBe('?sueldo=5.000.000');
});

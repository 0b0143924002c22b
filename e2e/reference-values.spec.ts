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
  // Without touching the form: the day's value replaces the prerendered one, and the calculator
  // takes over to compute the result with it.
  await expect(field).toHaveValue(CMF_SIM_DEFAULTS.uf);
  await expect(field).toHaveAccessibleDescription(dated);
  await expect(page.locator('[data-calculator="activa"]')).toBeVisible();
  await expect(field).toHaveValue(CMF_SIM_DEFAULTS.uf);
  await expect(field).toHaveAccessibleDescription(dated);
  // The day's value is the default, so the address stays plain.
  expect(new URL(page.url()).search).toBe('');
});

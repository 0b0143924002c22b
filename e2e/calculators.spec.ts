import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// One journey per calculator page: typed input gives a result at once, and a reload keeps it
// (the fields live in the address).

/** The calculator's code takes over the static form on first use; wait for it before typing. */
async function startCalculator(page: Page) {
  await page.getByRole('textbox').first().focus();
  await expect(page.locator('[data-calculator="activa"]')).toBeVisible();
}

test('severance: typed pay and years give the indemnity, kept after a reload', async ({ page }) => {
  await page.goto('/calculadoras/indemnizacion');
  await waitForHydration(page);
  const total = page.getByTestId('resultado-total');
  await expect(total).toHaveText('$4.800.000');
  await startCalculator(page);

  await page.getByLabel('Última remuneración mensual (pesos)').fill('1.000.000');
  await page.getByLabel('Años completos').fill('3');
  await page.getByLabel('Meses adicionales').fill('6');
  await page.getByLabel('Días adicionales').fill('1');
  // 4 years (6 months and 1 day count) + a month of notice + proportional vacation.
  await expect(page.getByText('4 años × $1.000.000')).toBeVisible();

  await page.getByLabel('Años completos').fill('');
  await expect(page.getByText('Ingresa los años.')).toBeVisible();
  await expect(total).toHaveCount(0);
  await page.getByLabel('Años completos').fill('3');
  const shown = await total.textContent();

  await expect(page).toHaveURL(/sueldo=1\.000\.000/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Años completos')).toHaveValue('3');
  await expect(page.getByTestId('resultado-total')).toHaveText(shown ?? '');
});

test('child support: income and children give the minimum, kept after a reload', async ({
  page,
}) => {
  await page.goto('/calculadoras/pension');
  await waitForHydration(page);
  await startCalculator(page);
  await page.getByLabel('Ingresos mensuales de quien paga (pesos)').fill('600.000');
  await page.getByLabel('Número de hijos que reciben la pensión').fill('3');
  // 3 × 30% of $539.000 = $485.100, above the cap of 50% of $600.000.
  await expect(page.getByTestId('resultado-total')).toHaveText('$300.000');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Número de hijos que reciben la pensión')).toHaveValue('3');
  await expect(page.getByTestId('resultado-total')).toHaveText('$300.000');
});

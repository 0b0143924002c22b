import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

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
  await expectAccessible(page, 'en /calculadoras/indemnizacion');

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
  await expectAccessible(page, 'en /calculadoras/pension');
  await page.getByLabel('Ingresos mensuales de quien paga (pesos)').fill('600.000');
  await page.getByLabel('Número de hijos que reciben la pensión').fill('3');
  // 3 × 30% of $539.000 = $485.100, above the cap of 50% of $600.000.
  await expect(page.getByTestId('resultado-total')).toHaveText('$300.000');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Número de hijos que reciben la pensión')).toHaveValue('3');
  await expect(page.getByTestId('resultado-total')).toHaveText('$300.000');
});

test('company RUT: a typed RUT is checked and formatted, kept after a reload', async ({ page }) => {
  await page.goto('/herramientas/verificar-empresa');
  await waitForHydration(page);
  await startCalculator(page);
  const field = page.getByLabel('RUT de la empresa o persona');
  await field.fill('12345678-4');
  await expect(page.getByTestId('rut-resultado')).toContainText(
    'El dígito verificador no corresponde: para 12.345.678 debería ser 5.',
  );
  await field.fill('123456785');
  await expect(page.getByTestId('rut-resultado')).toHaveText('12.345.678-5');
  await expect(page.getByText('El dígito verificador es correcto.')).toBeVisible();
  await expectAccessible(page, 'en /herramientas/verificar-empresa');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('rut-resultado')).toHaveText('12.345.678-5');
});

test('debt collection: the debt and the share recovered give what the creditor keeps', async ({
  page,
}) => {
  await page.goto('/calculadora-cobranza');
  await waitForHydration(page);
  await startCalculator(page);
  await expectAccessible(page, 'en /calculadora-cobranza');
  await page.getByLabel('Monto de la deuda (pesos)').fill('4.000.000');
  await page.getByLabel('Porcentaje que esperas recuperar').fill('50');
  // $2.000.000 recovered − $280.000 fixed − 15% of $2.000.000.
  await expect(page.getByTestId('resultado-total')).toHaveText('$1.420.000');
  await page.getByLabel('Monto de la deuda (pesos)').fill('6.000.000');
  await expect(
    page.getByText(/Cobranza Express cubre deudas de hasta \$5\.000\.000/),
  ).toBeVisible();
  await expect(page.getByTestId('resultado-total')).toHaveCount(0);

  await page.getByLabel('Monto de la deuda (pesos)').fill('4.000.000');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('resultado-total')).toHaveText('$1.420.000', { timeout: 30_000 });
});

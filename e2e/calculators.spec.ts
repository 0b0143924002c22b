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

test('inheritance: the family decides the shares and the tax, kept after a reload', async ({
  page,
}) => {
  await page.goto('/calculadoras/herencia');
  await waitForHydration(page);
  const total = page.getByTestId('resultado-total');
  await startCalculator(page);
  // The figures below are at a UTM of $69.500, not the day's (the CMF stand-in's).
  const utm = page.getByLabel('Valor de la UTM (pesos)');
  await expect(utm).toHaveAccessibleDescription(/CMF/);
  await utm.fill('69.500');
  // $300.000.000, a spouse and two children: the tax of each share after its 50 UTA exemption.
  await expect(total).toHaveText('$2.372.700');
  await expectAccessible(page, 'en /calculadoras/herencia');

  await page.getByLabel('Número de hijos').fill('');
  await expect(page.getByText('Ingresa el número de hijos.')).toBeVisible();
  await expect(total).toHaveCount(0);
  // One child: the spouse takes the same as the child, half each.
  await page.getByLabel('Número de hijos').fill('1');
  await expect(total).toHaveText('$3.413.400');
  await expect(page.getByText('$150.000.000').first()).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Número de hijos')).toHaveValue('1');
  await expect(page.getByTestId('resultado-total')).toHaveText('$3.413.400');
});

test('property costs: without a mortgage the stamp tax and its inscription drop out', async ({
  page,
}) => {
  await page.goto('/calculadoras/propiedades');
  await waitForHydration(page);
  const total = page.getByTestId('resultado-total');
  await expect(total).toHaveText('$4.406.000');
  await startCalculator(page);
  await expectAccessible(page, 'en /calculadoras/propiedades');
  // Conservador 2‰ of $120.000.000, notary, title study, brokerage with IVA and certificates.
  await page.getByLabel('Crédito hipotecario (pesos)').fill('0');
  await expect(total).toHaveText('$3.446.000');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('resultado-total')).toHaveText('$3.446.000');
});

test('company formation: each partner signs, and the total follows the partners', async ({
  page,
}) => {
  await page.goto('/calculadoras/sociedades');
  await waitForHydration(page);
  const total = page.getByTestId('resultado-total');
  await expect(total).toHaveText('$10.000');
  await startCalculator(page);
  await expectAccessible(page, 'en /calculadoras/sociedades');
  await page.getByLabel('Número de socios o accionistas').fill('3');
  await expect(total).toHaveText('$30.000');
  await expect(page.getByText('3 × $10.000 ante notario')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('resultado-total')).toHaveText('$30.000');
});

test('lawyer fees: the case type books its plan, and an amount shows the market range', async ({
  page,
}) => {
  await page.goto('/calculadoras/honorarios');
  await waitForHydration(page);
  await startCalculator(page);
  await expectAccessible(page, 'en /calculadoras/honorarios');
  await page.getByLabel('Tipo de caso').selectOption('laboral');
  await expect(page.getByTestId('resultado-total')).toHaveText('$35.000');
  await page.getByLabel('Monto en disputa (pesos, opcional)').fill('10.000.000');
  await expect(page.getByText(/Entre \$2\.000\.000 y\s*\$3\.000\.000/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Calcular con un abogado' })).toHaveAttribute(
    'href',
    '/agendamiento?plan=laboral',
  );

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Tipo de caso')).toHaveValue('laboral');
  await expect(page.getByTestId('resultado-total')).toHaveText('$35.000');
});

test('income tax: an annual income gives the Global Complementario of its bracket', async ({
  page,
}) => {
  await page.goto('/calculadora-impuestos');
  await waitForHydration(page);
  const total = page.getByTestId('resultado-total');
  await expect(total).toHaveText('$509.640');
  await startCalculator(page);
  await expectAccessible(page, 'en /calculadora-impuestos');
  // $60.000.000 is 71,94 UTA: 23% less 11,14 UTA.
  await page.getByLabel('Renta imponible anual (pesos)').fill('60.000.000');
  await expect(total).toHaveText('$4.509.240');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('resultado-total')).toHaveText('$4.509.240');
});

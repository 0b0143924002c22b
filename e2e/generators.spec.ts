import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import { expect, expectAccessible, startForm, test, waitForHydration } from './fixtures';

// One journey per document generator: typed answers make the preview, a Word file that carries
// them downloads, and what was typed survives a reload.

const form = (page: Page) => page.getByRole('form', { name: 'Datos del documento' });
const preview = (page: Page) => page.getByRole('article', { name: /^Vista previa/ });

/** The text of a downloaded Word file. */
function docxText(download: Download, path: string): string {
  const files = unzipSync(new Uint8Array(fs.readFileSync(path)));
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  return strFromU8(files['word/document.xml'] ?? new Uint8Array());
}

async function downloadDocument(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Descargar en Word (.docx)' }).click();
  const download = await downloading;
  const path = await download.path();
  return docxText(download, path);
}

async function fillAll(page: Page, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers))
    await form(page).getByLabel(label, { exact: true }).fill(value);
}

test('rental contract: refused while incomplete, previewed, kept through a reload, downloaded in Word', async ({
  page,
}) => {
  await page.goto('/herramientas/contratos');
  await waitForHydration(page);
  await expectAccessible(page, 'en /herramientas/contratos');
  await startForm(page, form(page));

  await page.getByRole('button', { name: 'Descargar en Word (.docx)' }).click();
  await expect(page.getByText(/Faltan datos o hay datos por corregir/)).toBeVisible();
  await expect(form(page).getByLabel('Nombre del arrendador')).toBeFocused();
  await expect(form(page).getByText('Completa nombre del arrendador.')).toBeVisible();

  await fillAll(page, {
    'Nombre del arrendador': 'Ana Rojas Pérez',
    'RUT del arrendador': '12345678-4',
    'Domicilio del arrendador': 'Av. Providencia 100, Providencia',
    'Nombre del arrendatario': 'Pedro Soto Díaz',
    'RUT del arrendatario': '11.222.333-9',
    'Domicilio del arrendatario': 'Los Aromos 45, Ñuñoa',
    'Dirección del inmueble': 'Los Aromos 45, departamento 302',
    Comuna: 'Ñuñoa',
    'Renta mensual (pesos)': '450.000',
    'Fecha de inicio': '2027-01-01',
    'Fecha de firma': '2026-12-20',
  });
  await expect(form(page).getByText(/El RUT no es válido/)).toBeVisible();
  await form(page).getByLabel('RUT del arrendador').fill('12.345.678-5');
  await expect(preview(page)).toContainText('Ana Rojas Pérez');
  await expect(preview(page)).toContainText('$450.000 (cuatrocientos cincuenta mil pesos)');

  await page.reload();
  await waitForHydration(page);
  await expect(form(page).getByLabel('Nombre del arrendatario')).toHaveValue('Pedro Soto Díaz', {
    timeout: 30_000,
  });

  const xml = await downloadDocument(page);
  expect(xml).toContain('CONTRATO DE ARRENDAMIENTO');
  expect(xml).toContain('Ana Rojas Pérez');
  expect(xml).toContain('Pedro Soto Díaz');
  expect(xml).toContain('12.345.678-5');
  await expect(page.getByText('Documento descargado.', { exact: false })).toBeVisible();

  // The service contract asks other questions; clearing forgets every answer.
  await form(page).getByLabel('Contrato que necesitas').selectOption('servicios');
  await expect(form(page).getByLabel('Nombre del prestador')).toBeVisible();
  await page.getByRole('button', { name: 'Borrar mis respuestas' }).click();
  await expect(form(page).getByLabel('Nombre del arrendador')).toHaveValue('');
});

test('purchase promise: the deposit must be under the price; the Word file carries both parties', async ({
  page,
}) => {
  await page.goto('/generador-contratos-inmobiliarios');
  await waitForHydration(page);
  await startForm(page, form(page));
  await fillAll(page, {
    'Nombre del vendedor': 'Luis Araya Mena',
    'RUT del vendedor': '12.345.678-5',
    'Domicilio del vendedor': 'Pedro de Valdivia 50, Providencia',
    'Nombre del comprador': 'Marta Lagos Vidal',
    'RUT del comprador': '11.222.333-9',
    'Domicilio del comprador': 'Grecia 900, Ñuñoa',
    'Dirección del inmueble': 'Pedro de Valdivia 50, departamento 81',
    Comuna: 'Providencia',
    'Precio (pesos)': '150.000.000',
    'Monto que se entrega al firmar la promesa (pesos) (opcional)': '200.000.000',
    'Fecha límite para firmar la compraventa': '2027-03-31',
    'Fecha de firma': '2026-12-15',
  });
  await page.getByRole('button', { name: 'Descargar en Word (.docx)' }).click();
  await expect(
    form(page).getByText(
      'El monto que se entrega al firmar la promesa debe ser menor que el precio.',
    ),
  ).toBeVisible();
  await form(page)
    .getByLabel('Monto que se entrega al firmar la promesa (pesos) (opcional)')
    .fill('15.000.000');
  const xml = await downloadDocument(page);
  expect(xml).toContain('PROMESA DE COMPRAVENTA');
  expect(xml).toContain('Luis Araya Mena');
  expect(xml).toContain('Marta Lagos Vidal');
  expect(xml).toContain('ciento treinta y cinco millones de pesos');
});

test('shop terms and privacy policy: downloaded with the shop and its contact', async ({
  page,
}) => {
  await page.goto('/generador-terminos');
  await waitForHydration(page);
  await startForm(page, form(page));
  await fillAll(page, {
    'Nombre de la tienda': 'Café del Sur',
    'Razón social': 'Café del Sur SpA',
    'RUT de la empresa': '76.543.210-3',
    'Representante legal': 'Sofía Muñoz Reyes',
    Domicilio: 'Merced 300, Santiago',
    'Correo de contacto': 'hola@cafedelsur.cl',
    'Dirección del sitio web': 'www.cafedelsur.cl',
    'Fecha de publicación': '2026-12-01',
  });
  await expect(preview(page)).toContainText('POLÍTICA DE PRIVACIDAD');
  const xml = await downloadDocument(page);
  expect(xml).toContain('Café del Sur SpA');
  expect(xml).toContain('hola@cafedelsur.cl');
  expect(xml).toContain('Agencia de Protección de Datos Personales');
});

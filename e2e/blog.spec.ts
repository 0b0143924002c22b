import { readSiteRoutes } from '../scripts/lib/site-manifest';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The blog: search, categories, the quick search's landing, an article's widgets, old URLs. The
 * journeys use two articles of the blog's content (src/content/blog); a build without them skips.
 */
const { prerendered } = readSiteRoutes('dist');
const published = (slug: string) => prerendered.includes(`/blog/${slug}`);
test.skip(!published('despido-injustificado'), 'the dismissal article is not published yet');

const SEARCH = { name: 'Buscar artículos' } as const;

test('search ignores case, counts in Spanish and says when nothing matches', async ({ page }) => {
  await page.goto('/blog');
  await waitForHydration(page);
  const list = page.getByRole('region', { name: 'Todos los artículos' });
  // The list is static HTML until it is used: its code takes over on the first click.
  await page.getByRole('searchbox', SEARCH).click();
  await expect(page.locator('#blog-lista > [data-live]')).toBeAttached();
  await expect(page.getByRole('searchbox', SEARCH)).toBeFocused();
  await page.getByRole('searchbox', SEARCH).fill('DESPIDO');
  await expect(page).toHaveURL(/\/blog\?q=DESPIDO$/);
  await expect(list.getByRole('link', { name: /Despido injustificado/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Destacados' })).toBeHidden();
  await expect(list.getByText(/^\d+ artículos?$/)).toBeVisible();
  await page.getByRole('searchbox', SEARCH).fill('zzzz sin resultados');
  await expect(list.getByText('0 artículos')).toBeVisible();
  await expect(
    list.getByText(
      'No se encontraron artículos. Intenta con otros términos de búsqueda o selecciona una categoría diferente',
    ),
  ).toBeVisible();
});

test('a category opens filtered from the URL, by query and by path', async ({ page }) => {
  for (const url of ['/blog?categoria=inmobiliario', '/blog/categoria/inmobiliario']) {
    await page.goto(url);
    await waitForHydration(page);
    const list = page.getByRole('region', { name: 'Artículos de Inmobiliario' });
    await expect(list).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Categorías del blog' })
        .getByRole('link', { name: /^Inmobiliario \(\d+\)$/ }),
    ).toHaveAttribute('aria-current', 'page');
    for (const label of await list.locator('article p:first-child').allTextContents())
      expect(label).toContain('Inmobiliario');
  }
});

test('the quick search lands on the blog filtered; old addresses move for good', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/servicios');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar en el blog' }).fill('despido');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=despido$/);
  await expect(page.getByRole('searchbox', SEARCH)).toHaveValue('despido');
  await expect(
    page.getByRole('region', { name: 'Todos los artículos' }).getByRole('link', {
      name: /Despido injustificado/,
    }),
  ).toBeVisible();

  // On the blog's own static page, before its list was touched, the quick search filters it too.
  await page.goto('/blog');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).first().click();
  await page.getByRole('searchbox', { name: 'Buscar en el blog' }).fill('zzzz');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=zzzz$/);
  await expect(page.getByText('0 artículos')).toBeVisible();

  const old = await request.get('/blog-post-4', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/blog/despido-injustificado');
});

test('Save keeps the article in Guardados; Share copies the link where there is no share sheet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto('/blog/despido-injustificado');
  await waitForHydration(page);
  // The buttons are a widget of the article's static text: their code comes when the reader
  // is about to use them (here, focus), not with the page.
  const actions = page.locator('[data-widget="actions"]');
  await expect(actions).toHaveAttribute('data-widget-props');
  const save = page.getByRole('button', { name: 'Guardar' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.focus();
  await expect(actions).not.toHaveAttribute('data-widget-props');
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/blog\/despido-injustificado$/,
  );

  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  const saved = page.getByRole('region', { name: 'Guardados' });
  await expect(saved.getByRole('link', { name: /Despido injustificado/ })).toBeVisible();
});

test('a tap on Save before its code has arrived is not lost', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/article-actions-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/blog/despido-injustificado');
  await waitForHydration(page);
  const save = page.getByRole('button', { name: 'Guardar' });
  await save.dispatchEvent('click');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await waitForHydration(page);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
});

test('the checklist of the property guide keeps its ticks across a reload', async ({ page }) => {
  const path = '/blog/compraventa-propiedades-guia';
  test.skip(!published('compraventa-propiedades-guia'), 'the property guide is not published yet');
  await page.goto(path);
  await waitForHydration(page);
  const boxes = page.getByRole('group', { name: /Lista de verificación/ }).getByRole('checkbox');
  const checklist = page.locator('[data-widget="checklist"]');
  // With nothing ticked, its HTML is already right: the code waits for the reader's pointer.
  await boxes.nth(0).scrollIntoViewIfNeeded();
  await expect(checklist).toHaveAttribute('data-widget-props');
  await boxes.nth(0).hover();
  await expect(checklist).not.toHaveAttribute('data-widget-props');
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  await page.reload();
  await waitForHydration(page);
  // Ticks stored in this browser: the list comes to life as soon as it nears the screen.
  await boxes.nth(0).scrollIntoViewIfNeeded();
  await expect(checklist).not.toHaveAttribute('data-widget-props');
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(2)).toBeChecked();
});

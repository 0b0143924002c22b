import { expect, test, waitForHydration } from './fixtures';

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menú principal' });

test.describe('side menu', () => {
  test('is open by default from 1024 px and closed below', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/terminos');
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(menu(page)).toBeHidden();
  });

  test('can be hidden and shown again on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ocultar menú' }).click();
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await expect(menu(page)).toBeVisible();
  });

  test('on mobile, the open menu locks the page scroll until it closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/terminos');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(menu(page)).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.mouse.move(200, 700);
    // Wait for the page to receive the wheel and render a few frames after it (a fixed pause would
    // be too short on a busy machine), then check that nothing scrolled.
    await page.evaluate(() => {
      (window as Window & { wheeled?: Promise<void> }).wheeled = new Promise<void>((resolve) => {
        let frames = 0;
        const frame = () => (++frames >= 10 ? resolve() : requestAnimationFrame(frame));
        window.addEventListener('wheel', () => requestAnimationFrame(frame), { once: true });
      });
    });
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => (window as Window & { wheeled?: Promise<void> }).wheeled);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('on mobile, following a menu link closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu(page).getByRole('link', { name: 'Todos los servicios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('top bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('quick search goes to the blog with the query on Enter and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/servicios');
    await waitForHydration(page);
    const bar = page
      .getByRole('banner')
      .filter({ has: page.getByRole('button', { name: 'Servicios' }) });
    await bar.getByRole('button', { name: 'Buscar' }).click();
    const box = page.getByRole('searchbox', { name: 'Buscar en el blog' });
    await expect(box).toBeFocused();
    await box.fill('despido');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Buscar' })).toBeFocused();

    await bar.getByRole('button', { name: 'Buscar' }).click();
    await expect(box).toHaveValue('despido');
    await box.fill('despido injustificado');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=despido%20injustificado$/);
  });

  test('the services dropdown lists the practice areas', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Servicios' }).click();
    await page.getByRole('link', { name: 'Ver todos los servicios y precios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(
      page.getByRole('link', { name: 'Ver todos los servicios y precios' }),
    ).toBeHidden();
  });
});

test.describe('preferences', () => {
  test('the theme follows the system until chosen, then persists and applies before any script', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Modo oscuro' }).last().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // Reload with the app's JavaScript blocked: only the inline pre-paint script can apply it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('accessibility choices persist and apply before any script', async ({ page }) => {
    await page.goto('/terminos');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accesibilidad' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Accesibilidad' });
    await dialog.getByRole('switch', { name: 'Alto contraste' }).click();
    await dialog.getByText('Grande').click();
    await dialog.getByRole('switch', { name: 'Reducir movimiento' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const fontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await fontSize()).toBe('20px');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/high-contrast/);
    await expect(page.locator('html')).toHaveClass(/font-large/);
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    expect(await fontSize()).toBe('20px');
  });
});

test.describe('navigation aids', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/terminos');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#contenido')).toBeFocused();
  });

  test('the scroll-to-top button appears after 300 px and returns to the top', async ({ page }) => {
    await page.goto('/terminos');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a new page starts at the top; going back returns to where the reader was', async ({
    page,
  }) => {
    await page.goto('/terminos');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Aviso legal' }).last().click();
    await expect(page.locator('h1')).toHaveText('Aviso legal');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Términos y condiciones');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('the mobile back button returns to the previous page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByText('Abogados en Santiago')).toBeVisible();
    await page.getByRole('link', { name: 'Ver servicios y precios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the floating booking button books a general consultation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/terminos');
    await expect(page.getByRole('link', { name: 'Agendar consulta' })).toHaveAttribute(
      'href',
      '/agendamiento?plan=general',
    );
  });
});

test.describe('error pages', () => {
  test('an unknown address answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/esta/pagina/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: true });

    test('a page that fails to load shows the error page, and retry recovers it', async ({
      page,
    }) => {
      await page.route('**/assets/test-page-*.js', (route) => route.abort());
      await page.goto('/test');
      await expect(
        page.getByRole('heading', { name: 'Ha ocurrido un error inesperado...' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
        'href',
        '/',
      );
      await page.unroute('**/assets/test-page-*.js');
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('heading', { name: 'Página de prueba' })).toBeVisible();
    });
  });
});

test.describe('/test', () => {
  test('says which layout is active and links home, to the services and back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/servicios');
    await waitForHydration(page);
    await page.goto('/test');
    await expect(page.getByText('Vista actual: escritorio')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Vista actual: móvil')).toBeVisible();
    await page.getByRole('button', { name: 'Volver', exact: true }).last().click();
    await expect(page).toHaveURL(/\/servicios$/);
    await page.goto('/test');
    await page.getByRole('link', { name: 'Ir a servicios' }).click();
    await expect(page).toHaveURL(/\/servicios$/);
  });
});

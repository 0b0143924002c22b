import { expectAccessible, test, waitForHydration } from './fixtures';

/** axe on the states that change colours or add UI, not only on each page at rest. */
test.describe('accessibility of every visual state', () => {
  for (const [name, theme, a11y] of [
    ['dark theme', 'dark', null],
    ['high contrast', 'light', { highContrast: true, fontSize: 'medium', reducedMotion: false }],
    ['high contrast, dark', 'dark', { highContrast: true, fontSize: 'large', reducedMotion: true }],
  ] as const) {
    // One test per page: each axe pass takes seconds on a busy machine, and separate tests run
    // on both workers, each within its own time limit.
    for (const path of ['/', '/servicios', '/privacidad']) {
      test(`${name}: ${path}`, async ({ page }) => {
        await page.addInitScript(
          ([storedTheme, storedA11y]) => {
            localStorage.setItem('theme', JSON.stringify(storedTheme));
            if (storedA11y) localStorage.setItem('accessibility', JSON.stringify(storedA11y));
          },
          [theme, a11y] as const,
        );
        await page.goto(path);
        await waitForHydration(page);
        await expectAccessible(page, `${name} ${path}`);
      });
    }
  }

  test('mobile layout with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/servicios');
    await waitForHydration(page);
    await expectAccessible(page, 'móvil');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectAccessible(page, 'menú móvil abierto');
  });

  test('open popups: services, quick search, accessibility panel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Servicios' }).click();
    await expectAccessible(page, 'servicios abierto');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).last().click();
    await expectAccessible(page, 'búsqueda abierta');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Accesibilidad' }).last().click();
    await page.getByRole('dialog', { name: 'Accesibilidad' }).waitFor();
    await expectAccessible(page, 'panel de accesibilidad');
  });

  test('not-found page', async ({ page }) => {
    await page.goto('/no-existe');
    await waitForHydration(page);
    await expectAccessible(page, '404');
  });
});

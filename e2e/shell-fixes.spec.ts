import type { Page } from '@playwright/test';
import {
  expect as baseExpect,
  test,
  waitForHydration,
  isDemoStaff,
  passDemoSecondStep,
} from './fixtures';

const BAR = '[data-floating-booking]';
const SCROLL_FRACTIONS = [0, 0.25, 0.5, 0.75, 1];

/** Scrolls to a fraction of the page's scrollable height and waits for the frame to settle. */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(max * f), behavior: 'instant' });
  }, fraction);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * The links, buttons, fields and cards outside `selector` that its box overlaps, each named by
 * its text, for a readable failure. The scroll-to-top button is part of the bar on a phone.
 */
function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cover = document.querySelector(sel);
    if (!cover) return [];
    const box = cover.getBoundingClientRect();
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], article',
    );
    return Array.from(controls)
      .filter((el) => !cover.contains(el) && !el.closest('[data-scroll-top]'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent.trim().slice(0, 40)}`);
  }, selector);
}

/** What the page shows at the corners and the centre of `selector`'s box: is it that element? */
function ownsItsCorners(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const cover = document.querySelector(sel);
    if (!cover) return false;
    const r = cover.getBoundingClientRect();
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [r.left + r.width / 2, r.top + r.height / 2],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      // The scroll-to-top button, when shown, sits inside the bar, beside the booking link.
      return hit !== null && (cover.contains(hit) || hit.closest('[data-scroll-top]') !== null);
    });
  }, selector);
}

test.describe('the floating booking button covers nothing', () => {
  test('on desktop the sticky top bar books, and no floating button sits on the cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const book = page.getByRole('link', { name: 'Agendar consulta', exact: true });
    for (const fraction of SCROLL_FRACTIONS) {
      await scrollToFraction(page, fraction);
      await baseExpect(page.locator(BAR)).toBeHidden();
      // The one booking button on screen is the top bar's, in view at every scroll position.
      await baseExpect(book).toHaveCount(1);
      await baseExpect(book).toBeInViewport();
      const box = await book.boundingBox();
      baseExpect(box?.y ?? -1).toBeLessThan(100);
    }
  });

  test('on a phone it is a bar along the bottom edge that hides no control', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator(BAR);
    for (const fraction of SCROLL_FRACTIONS) {
      await scrollToFraction(page, fraction);
      await baseExpect(bar).toBeVisible();
      const box = await bar.boundingBox();
      // Full width and flush with the bottom: it is the screen's lower edge, not a badge on a card.
      baseExpect(box).toMatchObject({ x: 0, width: 390 });
      baseExpect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
      baseExpect(await ownsItsCorners(page, BAR)).toBe(true);
    }
    // At the end of the page its height is reserved: the footer and its links are all clear.
    await scrollToFraction(page, 1);
    baseExpect(await coveredControls(page, BAR)).toEqual([]);
  });

  test('on a phone, keyboard focus never lands under the bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/servicios');
    await waitForHydration(page);
    const under: string[] = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate((sel) => {
        const bar = document.querySelector(sel);
        const focused = document.activeElement;
        if (!bar || !focused || bar.contains(focused) || focused === document.body) return null;
        if (focused.closest('[data-scroll-top]')) return null;
        const b = bar.getBoundingClientRect();
        const r = focused.getBoundingClientRect();
        return r.bottom > b.top + 1 && r.top < b.bottom ? focused.textContent.trim() : null;
      }, BAR);
      if (hidden !== null) under.push(hidden.slice(0, 40));
    }
    baseExpect(under).toEqual([]);
  });

  test('is absent where it has no use: booking and staff screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/agendamiento', '/admin', '/panel', '/mi-cuenta']) {
      await page.goto(path);
      await waitForHydration(page);
      await baseExpect(page.locator(BAR)).toHaveCount(0);
    }
  });
});

test.describe('signing in', () => {
  // Signing in starts the embedded database in the browser: seconds on a shared machine.
  test.describe.configure({ timeout: 180_000 });
  const expect = baseExpect.configure({ timeout: 45_000 });

  async function signInWithDemo(page: Page, email: string): Promise<void> {
    await page.getByRole('button', { name: `Usar la cuenta ${email}` }).click();
    await page
      .getByRole('form', { name: 'Iniciar sesión' })
      .getByRole('button', { name: 'Iniciar sesión' })
      .click();
    if (isDemoStaff(email)) await passDemoSecondStep(page);
  }

  test('each role lands where it works, and the top bar shows the account', async ({ page }) => {
    const backend: string[] = [];
    page.on('request', (request) => {
      if (/pglite|browser-worker|\.wasm|supabase/i.test(request.url())) backend.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    expect(backend).toEqual([]);

    await page.getByRole('link', { name: 'Ingresar' }).click();
    await signInWithDemo(page, 'abogado@demo.cl');
    await expect(page).toHaveURL(/\/panel$/);

    // A public page knows who is in without starting the backend.
    backend.length = 0;
    await page.goto('/servicios');
    await waitForHydration(page);
    const account = page.getByRole('button', { name: /Abogada Demo/ });
    await expect(account).toBeVisible();
    await account.click();
    await expect(page.getByText(/abogado@demo\.cl/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panel', exact: true })).toHaveAttribute(
      'href',
      '/panel',
    );
    await expect(page.getByRole('link', { name: 'Mi cuenta', exact: true })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
    await expect(page.getByRole('link', { name: 'Administración', exact: true })).toHaveCount(0);
    expect(backend).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('link', { name: 'Ingresar' })).toBeVisible();

    await page.getByRole('link', { name: 'Ingresar' }).click();
    await signInWithDemo(page, 'admin@demo.cl');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: /Administración Demo/ }).click();
    await expect(page.getByRole('link', { name: 'Administración', exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    await signInWithDemo(page, 'cliente@demo.cl');
    await expect(page).toHaveURL(/\/mi-cuenta$/);
  });

  test('a sign-in asked for by a page returns to that page', async ({ page }) => {
    await page.goto('/auth?next=%2Fagendamiento%3Fplan%3Dlaboral');
    await signInWithDemo(page, 'admin@demo.cl');
    await expect(page).toHaveURL(/\/agendamiento\?plan=laboral$/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { MONTHS } from '../src/lib/format/dates';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export { expect };

/**
 * Every test fails if the page logs an error (hydration mismatches included) or throws.
 * `allowConsoleErrors` opts a test out, for journeys that provoke errors on purpose.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: boolean }>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // A 404 document is the expected answer of the not-found journey, not an app error.
      if (message.type() === 'error' && !message.text().includes('status of 404')) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    if (!allowConsoleErrors) expect(errors, 'errores en la consola').toEqual([]);
  },
});

/** axe-core with WCAG 2.1 A and AA rules; serious and critical findings fail the test. */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `violaciones de accesibilidad ${context}`).toEqual([]);
}

/** Waits until React has hydrated the page: the theme toggle responds only after hydration. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/**
 * Starts a form that the page prerendered (a form island) and waits until its code has taken
 * over. A person's keystrokes land in whichever field has the focus, static or live; Playwright's
 * `fill` focuses first and types a moment later, and the swap in between can drop its text.
 */
export async function startForm(page: Page, form: Locator): Promise<void> {
  await form.locator('input:not([type=hidden]), textarea, select').first().focus();
  await expect(page.locator('[data-island="live"]').filter({ has: form })).toHaveCount(1, {
    timeout: 60_000,
  });
}

/**
 * The second step of the demo staff accounts (two-step verification is on for them): the sign-in
 * page offers their current code in embedded mode.
 */
export async function passDemoSecondStep(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Código de verificación' });
  await page
    .getByRole('button', { name: 'Usar el código de demostración' })
    .click({ timeout: 60_000 });
  await expect(form.getByLabel(/Código de 6 dígitos/)).toHaveValue(/^\d{6}$/);
  await form.getByRole('button', { name: 'Verificar' }).click();
}

export const isDemoStaff = (email: string): boolean => /^(admin|abogado)@demo\.cl$/.test(email);

/**
 * Signs in with a demo account from the sign-in page's list, then goes to `next`; a staff
 * account passes the second step with the code the demo shows.
 */
export async function signInWithDemoAccount(page: Page, email: string, next: string) {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByRole('button', { name: `Usar la cuenta ${email}` }).click({ timeout: 60_000 });
  await page
    .getByRole('form', { name: 'Iniciar sesión' })
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  if (isDemoStaff(email)) await passDemoSecondStep(page);
}

/** 'martes 1 de diciembre de 2026' (a day button's name) → '2026-12-01'. */
export function isoDateOfDayLabel(label: string): string {
  const match = /(\d+) de (\w+) de (\d{4})$/.exec(label);
  const month = match ? (MONTHS as readonly string[]).indexOf(match[2] ?? '') + 1 : 0;
  if (!match || month === 0) throw new Error(`Fecha no reconocida: ${label}`);
  return `${match[3] ?? ''}-${String(month).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

/** The box beside a case description that authorises the sensitive data it may hold. */
export const sensitiveConsent = (scope: Page | Locator): Locator =>
  scope.getByRole('checkbox', { name: /^Autorizo expresamente/ });

/** A weekday button of the booking week picker, as it names itself. */
export const WEEKDAY_BUTTON = /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/;

/**
 * Step 2 of the booking wizard: next week's first open day, then `time`. The times wait for the
 * embedded database, which a first visit starts.
 */
export async function pickSlotNextWeek(page: Page, time: string): Promise<void> {
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page.getByRole('button', { name: WEEKDAY_BUTTON, disabled: false }).first().click();
  await page.getByRole('button', { name: time, exact: true }).click({ timeout: 60_000 });
}

/**
 * Watches, in the page itself, for a text that shows only for a moment (the 1.5 s processing
 * step, the 2 s 'Copiado'): a test runner slowed by a busy machine can poll after it is gone.
 * Start watching before the action; await the returned check after it.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  const key = `shown:${text}`;
  await page.evaluate(
    ([wanted, mark]) => {
      const marks = window as unknown as Record<string, boolean>;
      const observer = new MutationObserver(() => {
        // innerText holds rendered text only: what a person could see.
        if (!document.body.innerText.includes(wanted)) return;
        marks[mark] = true;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [text, key] as const,
  );
  return () =>
    expect
      .poll(
        () => page.evaluate((mark) => (window as unknown as Record<string, boolean>)[mark], key),
        { message: `se mostró «${text}»` },
      )
      .toBe(true);
}

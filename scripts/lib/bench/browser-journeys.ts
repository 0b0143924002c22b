import type { Browser, Page } from '@playwright/test';
import {
  backendReadyAt,
  momentOf,
  pageMarks,
  watchMoments,
  whenActionable,
  type Moment,
} from './page-moments';

/**
 * The journeys `npm run bench:db` times in Chromium, each in a new browser (nothing stored, no
 * cache) unless it says otherwise. Every time is from the navigation, by the page's own clock.
 */

const SIGN_IN_FORM = 'form[aria-label="Iniciar sesión"]';

/** The sign-in form can be used: its fields are there and its button takes a submit. */
const SIGN_IN_USABLE: Moment = {
  name: 'usable',
  selector: `${SIGN_IN_FORM} button[type="submit"]:not([disabled])`,
};

/** The password was accepted: the page asks for the second step's code. */
const CODE_ASKED: Moment = { name: 'code', selector: 'form[aria-label="Código de verificación"]' };

/** /admin shows its figures: the statistics read from the database, not a loading line. */
const ADMIN_CONTENT: Moment = { name: 'admin', selector: 'main dl dd' };

const WEEKDAY = /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/;

function newContext(browser: Browser) {
  return browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
}

/** How long after the usable form the backend may still take to say it started. */
const READY_AFTER_USABLE_MS = 20_000;

export interface AuthVisit {
  usable: number;
  /** Undefined for a build that does not mark it (one from before the mark existed). */
  ready: number | undefined;
  /** The marks of the database's start, by name (none in a build from before them). */
  phases: Record<string, number>;
}

async function visitAuth(page: Page, load: () => Promise<unknown>): Promise<AuthVisit> {
  await load();
  const usable = await momentOf(page, SIGN_IN_USABLE.name);
  const ready = await backendReadyAt(page, READY_AFTER_USABLE_MS);
  return { usable, ready, phases: await pageMarks(page) };
}

/**
 * /auth: a first visit (new browser), then `reloads` repeat visits in the same browser, whose
 * database is stored and whose files are cached.
 */
export async function authVisits(
  browser: Browser,
  base: string,
  reloads: number,
): Promise<{ first: AuthVisit; repeats: AuthVisit[] }> {
  const context = await newContext(browser);
  try {
    await watchMoments(context, [SIGN_IN_USABLE]);
    const page = await context.newPage();
    const first = await visitAuth(page, () => page.goto(`${base}/auth`));
    // Let the first visit finish storing the database before the next one reads it.
    await page.waitForLoadState('networkidle');
    const repeats: AuthVisit[] = [];
    for (let i = 0; i < reloads; i += 1) repeats.push(await visitAuth(page, () => page.reload()));
    return { first, repeats };
  } finally {
    await context.close();
  }
}

/** A visitor's first booking in a new browser: the wizard up to the payment step. */
export async function firstBooking(browser: Browser, base: string): Promise<number> {
  const context = await newContext(browser);
  try {
    await watchMoments(context, [{ name: 'payment', selector: 'h1', text: 'Elige cómo pagar' }]);
    const page = await context.newPage();
    await page.goto(`${base}/agendamiento?plan=laboral`);
    // The prerendered fields take input once the page is hydrated.
    await whenActionable(page, 'input[name="nombre"]');
    await page.getByLabel('Nombre completo').fill('Bench Persona');
    await page.getByLabel('RUT').fill('12.345.678-5');
    await page.getByLabel('Soy mayor de 18 años').check();
    await page.getByLabel('Correo electrónico').fill('bench@ejemplo.cl');
    await page.getByLabel('Teléfono').fill('+56 9 1234 5678');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    // The days and their times wait for the database: the robot takes them the frame they open.
    await whenActionable(page, 'button[aria-pressed]', WEEKDAY);
    await page.getByRole('button', { name: WEEKDAY, disabled: false }).first().click();
    await whenActionable(page, 'ul[aria-label="Horarios"] button');
    await page
      .getByRole('button', { name: /^\d{2}:\d{2}$/, disabled: false })
      .first()
      .click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('He leído y acepto los Términos y condiciones').check();
    await page.getByRole('button', { name: 'Proceder al Pago' }).click();
    return await momentOf(page, 'payment');
  } finally {
    await context.close();
  }
}

/**
 * A lawyer's first visit: /auth?next=/admin, the demo admin's password, the demo's second-step
 * code, then /admin until its figures show. The clicks go as soon as each control can take
 * them, so this is the site's part of the wait, not a person's typing.
 */
export async function staffSignIn(
  browser: Browser,
  base: string,
): Promise<{ codeAsked: number; admin: number }> {
  const context = await newContext(browser);
  try {
    await watchMoments(context, [ADMIN_CONTENT, CODE_ASKED]);
    const page = await context.newPage();
    await page.goto(`${base}/auth?next=/admin`);
    await whenActionable(page, 'button', /^Usar la cuenta admin@demo\.cl$/);
    await page.getByRole('button', { name: 'Usar la cuenta admin@demo.cl' }).click();
    await page.locator(SIGN_IN_FORM).getByRole('button', { name: 'Iniciar sesión' }).click();
    const codeForm = page.getByRole('form', { name: 'Código de verificación' });
    await whenActionable(page, 'button', /^Usar el código de demostración$/);
    await page
      .getByRole('button', { name: 'Usar el código de demostración' })
      .click({ timeout: 120_000 });
    // The button fills the field once it has read the code of this moment.
    await page.waitForFunction(() =>
      /^\d{6}$/.test(document.querySelector<HTMLInputElement>('input[name="codigo"]')?.value ?? ''),
    );
    await codeForm.getByRole('button', { name: 'Verificar' }).click();
    return {
      codeAsked: await momentOf(page, CODE_ASKED.name),
      admin: await momentOf(page, ADMIN_CONTENT.name),
    };
  } finally {
    await context.close();
  }
}

/**
 * The practice page's booking dialog, timed from the click on 'Agendar' to the first time that
 * can be chosen, with and without the engine started ahead on intent (a mouse resting on the
 * link).
 */
import type { Browser } from '@playwright/test';
import { spread } from './spread';

/**
 * A first visit to a practice page: from the click on a service's 'Agendar' to the first time
 * of next week's first open day that can be chosen, by the page's own clock. `hoverMs`: how long
 * the mouse rests on the link before the click (intent starts the engine after 80 ms); null: the
 * browser saves data, so nothing loads ahead and the dialog starts the engine when it opens, as
 * every click did before intent loading.
 */
async function clickToTimes(
  browser: Browser,
  base: string,
  hoverMs: number | null,
): Promise<number> {
  const context = await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' });
  try {
    await context.addInitScript((saveData: boolean) => {
      if (saveData) Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
      const marks: { clickAt?: number; timesAt?: number } = {};
      Object.assign(window, { __intentMarks: marks });
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('a[data-booking-plan]'))
            marks.clickAt ??= performance.now();
        },
        true,
      );
      const selector = 'dialog ul[aria-label="Horarios"] button:not([aria-disabled])';
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(selector)) return;
        marks.timesAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, hoverMs === null);
    const page = await context.newPage();
    await page.goto(`${base}/laboral`);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('link', { name: 'Agendar Autodespido' });
    if (hoverMs !== null && hoverMs > 0) {
      await link.hover();
      await page.waitForTimeout(hoverMs);
    }
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Autodespido' });
    await dialog.getByRole('button', { name: 'Semana siguiente' }).click();
    await dialog
      .getByRole('button', {
        name: /^(lunes|martes|miércoles|jueves|viernes) \d+ de \w+ de \d{4}$/,
        disabled: false,
      })
      .first()
      .click();
    const marks = await page.waitForFunction(
      () => {
        const { clickAt, timesAt } = (
          window as unknown as { __intentMarks: { clickAt?: number; timesAt?: number } }
        ).__intentMarks;
        return clickAt !== undefined && timesAt !== undefined && timesAt - clickAt;
      },
      undefined,
      { timeout: 120_000 },
    );
    const duration = Number(await marks.jsonValue());
    return duration;
  } finally {
    await context.close();
  }
}

/** Booking from a practice page, with and without the engine started on intent. */
export async function intentCases(browser: Browser, base: string): Promise<string[]> {
  const cases: [string, number | null][] = [
    ['data saver (nothing ahead: the engine starts when the dialog opens)', null],
    ['a click straight away (the engine starts on the press)', 0],
    ['the mouse rests 1 s on the link first', 1000],
    ['the mouse rests 3 s on the link first', 3000],
  ];
  const lines: string[] = [];
  for (const [name, hoverMs] of cases) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) runs.push(await clickToTimes(browser, base, hoverMs));
    lines.push(
      `Chromium, /laboral first visit, click on 'Agendar' to usable times, ${name}: ${spread(runs)}`,
    );
  }
  return lines;
}

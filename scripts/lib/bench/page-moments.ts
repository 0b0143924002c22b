import type { BrowserContext, Page } from '@playwright/test';

/**
 * A moment a journey waits for, by the page's own clock (milliseconds since the navigation that
 * loaded the document): polling from Playwright would add up to half a second of its own.
 * `selector` is CSS; `text`, when given, must be in that element's text.
 */
export interface Moment {
  name: string;
  selector: string;
  text?: string;
}

/** The mark get-backend.ts sets when the backend has started (the database opened and checked). */
export const BACKEND_READY_MARK = 'backend-ready';

/**
 * Watches, in every page of `context`, for each moment, and records the first time it holds.
 * Set it up before the navigation.
 */
export async function watchMoments(
  context: BrowserContext,
  moments: readonly Moment[],
): Promise<void> {
  // No named functions inside: tsx's transform would wrap them in a helper the page lacks.
  await context.addInitScript((wanted: Moment[]) => {
    const seen: Record<string, number> = {};
    Object.assign(window, { __benchMoments: seen });
    new MutationObserver(() => {
      for (const moment of wanted) {
        if (seen[moment.name] !== undefined) continue;
        const element = document.querySelector(moment.selector);
        if (element && (!moment.text || element.textContent.includes(moment.text)))
          seen[moment.name] = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  }, moments as Moment[]);
}

/** When `name` held, by the page's clock; waits for it up to `timeout`. */
export async function momentOf(page: Page, name: string, timeout = 120_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) =>
      (window as unknown as { __benchMoments?: Record<string, number> }).__benchMoments?.[wanted],
    name,
    { timeout },
  );
  return Number(await handle.jsonValue());
}

/**
 * Waits until an element matching `selector` (and, when given, whose name matches `label`: its
 * aria-label, or else its text) can take input: not disabled, aria-disabled or read-only. It checks at every frame. Playwright's
 * own actions retry their checks at widening intervals, up to half a second apart, so a journey
 * that let them wait for the site would time the benchmark's polling too.
 */
export async function whenActionable(
  page: Page,
  selector: string,
  label?: RegExp,
  timeout = 120_000,
): Promise<void> {
  await page.waitForFunction(
    ({ css, source }: { css: string; source: string | null }) =>
      Array.from(document.querySelectorAll(css)).some(
        (element) =>
          !element.matches(':disabled, [aria-disabled="true"], [readonly]') &&
          (source === null ||
            new RegExp(source).test(
              element.getAttribute('aria-label') ?? element.textContent.trim(),
            )),
      ),
    { css: selector, source: label ? label.source : null },
    { timeout, polling: 'raf' },
  );
}

/** When the backend reported it had started, by the page's clock; undefined if it has not. */
export async function backendReadyAt(page: Page, timeout = 120_000): Promise<number | undefined> {
  return page
    .waitForFunction(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime,
      BACKEND_READY_MARK,
      { timeout },
    )
    .then(async (handle) => Number(await handle.jsonValue()))
    .catch(() => undefined);
}

/**
 * Every mark the page and its workers left (the database's start: database-start-phases.ts), by
 * the page's clock: a worker's marks are moved from its own time origin to the page's.
 */
export async function pageMarks(page: Page): Promise<Record<string, number>> {
  const read = () => ({
    origin: performance.timeOrigin,
    marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime] as const),
  });
  const own = await page.evaluate(read);
  const marks: Record<string, number> = {};
  for (const [name, at] of own.marks) marks[name] = at;
  for (const worker of page.workers()) {
    const theirs = await worker.evaluate(read).catch(() => null);
    if (!theirs) continue;
    for (const [name, at] of theirs.marks) marks[name] = at + theirs.origin - own.origin;
  }
  return marks;
}

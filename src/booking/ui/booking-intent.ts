/**
 * Starts the booking engine as soon as a visitor shows they mean to book, so that the booking
 * form has its times ready when it opens. Intent is a gesture, never the page's arrival: a mouse
 * resting on a booking button or link, or focus on one (or on a booking form). A touch is not
 * hover (a finger that scrolls the page must not start a download); a tap opens the form anyway.
 *
 * The engine loads once per page, through a dynamic import, so this module stays a few hundred
 * bytes in the public pages and never brings the backend into them. With the browser's data
 * saver on, nothing loads ahead: the form starts the engine when it opens, as before.
 */

/** How long the mouse rests on a booking button before it counts as intent, not a fly-over. */
export const HOVER_INTENT_MS = 80;

let warmed = false;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Begins starting the backend (download, worker, opening the database), once per page. A start
 * that fails is left to the form, which offers 'Reintentar'. `alsoLoad` fetches the code of the
 * form that is about to open, if any.
 */
export function warmBooking(alsoLoad?: () => Promise<unknown>): void {
  if (warmed || savesData()) return;
  warmed = true;
  void alsoLoad?.().catch(() => undefined);
  void import('@/backend/get-backend').then((module) => module.getBackend()).catch(() => undefined);
}

/** A pointer came over a booking control: a mouse that stays there shows intent. */
export function bookingHoverStarted(pointerType: string, alsoLoad?: () => Promise<unknown>): void {
  if (pointerType !== 'mouse' || warmed || hoverTimer !== undefined) return;
  hoverTimer = setTimeout(() => {
    hoverTimer = undefined;
    warmBooking(alsoLoad);
  }, HOVER_INTENT_MS);
}

/** The pointer left the booking control before it counted as intent. */
export function bookingHoverEnded(): void {
  clearTimeout(hoverTimer);
  hoverTimer = undefined;
}

/**
 * The one way the app reads and writes the browser's storage.
 *
 * Every read is validated: what fails to parse or to validate is removed and reported as absent,
 * so corrupt or tampered data can never crash a page or be trusted. The validator is anything
 * with zod's `safeParse` shape, so zod schemas plug in directly; the app shell passes small
 * hand-written validators instead, to keep zod out of the public pages' JavaScript.
 *
 * Two areas: 'local' (localStorage) lasts until it is removed and is shared by every tab, so it
 * holds only what is harmless to keep (preferences, the signed-in session). 'session'
 * (sessionStorage) belongs to one tab and ends when the tab is closed: what holds a visitor's
 * personal data goes there.
 */
export interface Validator<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Access can throw (privacy modes, sandboxed frames): behave as if nothing were stored.
    return undefined;
  }
}

export function readStored<T>(
  key: string,
  validator: Validator<T>,
  area: StorageArea = 'local',
): T | undefined {
  const store = storage(area);
  const raw = store?.getItem(key);
  if (raw == null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    store?.removeItem(key);
    return undefined;
  }
  const result = validator.safeParse(parsed);
  if (result.success) return result.data;
  store?.removeItem(key);
  return undefined;
}

/** Writes a value; returns false when the browser refused (quota, privacy mode). */
export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  try {
    const store = storage(area);
    store?.setItem(key, JSON.stringify(value));
    return store !== undefined;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

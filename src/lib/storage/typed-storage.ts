/**
 * The one way the app reads and writes localStorage.
 *
 * Every read is validated: what fails to parse or to validate is removed and reported as absent,
 * so corrupt or tampered data can never crash a page or be trusted. The validator is anything
 * with zod's `safeParse` shape, so zod schemas plug in directly; the app shell passes small
 * hand-written validators instead, to keep zod out of the public pages' JavaScript.
 */
export interface Validator<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Access can throw (privacy modes, sandboxed frames): behave as if nothing were stored.
    return undefined;
  }
}

export function readStored<T>(key: string, validator: Validator<T>): T | undefined {
  const store = storage();
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
export function writeStored(key: string, value: unknown): boolean {
  try {
    storage()?.setItem(key, JSON.stringify(value));
    return storage() !== undefined;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

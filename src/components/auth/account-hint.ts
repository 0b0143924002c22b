import { useSyncExternalStore } from 'react';
import type { Role } from '@/backend/port';
import { readStored, removeStored, writeStored, type Validator } from '@/lib/storage/typed-storage';

/**
 * Who is signed in, as the public chrome (top bars) shows it without starting the backend: the
 * pages that start it write this note when they learn who is in, and remove it on sign-out. It
 * only labels the bar; every private page still asks the backend, so a stale note opens nothing.
 * It lives beside the session (localStorage, shared by tabs) and goes with it.
 */
export interface AccountHint {
  email: string;
  name: string;
  role: Role | null;
}

const KEY = 'cuenta';
const CHANGED = 'cuenta-cambiada';
const ROLES: readonly (Role | null)[] = ['admin', 'abogado', 'cliente', null];

const hintValidator: Validator<AccountHint> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { email, name, role = null } = input as Partial<AccountHint>;
    return typeof email === 'string' && typeof name === 'string' && ROLES.includes(role)
      ? { success: true, data: { email, name, role } }
      : { success: false };
  },
};

export function readAccountHint(): AccountHint | null {
  return readStored(KEY, hintValidator) ?? null;
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Keeps the note (or removes it, for null) and tells the bars when it changed. */
export function writeAccountHint(hint: AccountHint | null): void {
  const before = JSON.stringify(readAccountHint());
  if (hint) writeStored(KEY, hint);
  else removeStored(KEY);
  if (JSON.stringify(readAccountHint()) !== before) announce();
}

export function forgetAccount(): void {
  removeStored(KEY);
  announce();
}

let cached: { raw: string | null; hint: AccountHint | null } = { raw: null, hint: null };

function snapshot(): AccountHint | null {
  const raw = (() => {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  })();
  if (raw !== cached.raw) cached = { raw, hint: readAccountHint() };
  return cached.hint;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in account as last recorded; null in the prerendered HTML and when nobody is in. */
export function useAccountHint(): AccountHint | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

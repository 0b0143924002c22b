import { useSyncExternalStore } from 'react';
import type { Role } from '@/backend/port';
import { readStored, type Validator } from '@/lib/storage/typed-storage';

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

export const ACCOUNT_KEY = 'cuenta';
/** The event that tells the bars of this tab the note changed ('storage' tells the others). */
export const ACCOUNT_CHANGED = 'cuenta-cambiada';
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
  return readStored(ACCOUNT_KEY, hintValidator) ?? null;
}

let cached: { raw: string | null; hint: AccountHint | null } = { raw: null, hint: null };

function snapshot(): AccountHint | null {
  const raw = (() => {
    try {
      return window.localStorage.getItem(ACCOUNT_KEY);
    } catch {
      return null;
    }
  })();
  if (raw !== cached.raw) cached = { raw, hint: readAccountHint() };
  return cached.hint;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(ACCOUNT_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(ACCOUNT_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in account as last recorded; null in the prerendered HTML and when nobody is in. */
export function useAccountHint(): AccountHint | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

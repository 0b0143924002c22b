import { readStored, removeStored, writeStored, type Validator } from '@/lib/storage/typed-storage';
import type { Session } from '../port';
import type { SessionStore } from './session-store';

const KEY = 'auth-session';

const sessionValidator: Validator<Session> = {
  safeParse(input) {
    const s = input as Partial<Session> | null;
    const valid =
      typeof s === 'object' &&
      s !== null &&
      typeof s.accessToken === 'string' &&
      typeof s.refreshToken === 'string' &&
      typeof s.expiresAt === 'number' &&
      typeof s.user?.id === 'string' &&
      typeof s.user.email === 'string' &&
      (s.aal === 'aal1' || s.aal === 'aal2');
    return valid ? { success: true, data: s as Session } : { success: false };
  },
};

/** The embedded session, kept in localStorage so it survives reloads and is shared by tabs. */
export function localSessionStore(): SessionStore {
  return {
    load: () => readStored(KEY, sessionValidator) ?? null,
    save: (session) => (session ? void writeStored(KEY, session) : removeStored(KEY)),
  };
}

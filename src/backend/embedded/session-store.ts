import type { Session } from '../port';

/** Where the embedded adapter keeps the signed-in session between visits. */
export interface SessionStore {
  load(): Session | null;
  save(session: Session | null): void;
}

export function memorySessionStore(): SessionStore {
  let current: Session | null = null;
  return {
    load: () => current,
    save: (session) => {
      current = session;
    },
  };
}

const SESSION_SECONDS = 3600;

export function newSession(user: Session['user'], now = Date.now()): Session {
  return {
    accessToken: crypto.randomUUID(),
    refreshToken: crypto.randomUUID(),
    expiresAt: Math.floor(now / 1000) + SESSION_SECONDS,
    user,
  };
}

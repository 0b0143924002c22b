import type { Session } from '../port';

/** Where the embedded adapter keeps the signed-in session's tokens between visits. */
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

import type { EmbeddedDatabase } from './database';
import { toBackendError } from '../errors';
import { BackendError, type AuthEvent, type BackendPort, type Session } from '../port';
import { newSession, type SessionStore } from './session-store';

const MIN_PASSWORD = 8;
const RESET_MINUTES = 60;

export interface EmbeddedAuth {
  auth: BackendPort['auth'];
  /** The signed-in session (refreshed when expired), or null. */
  currentSession: () => Promise<Session | null>;
}

/**
 * Sign-in for the embedded backend, as GoTrue does it on hosted Supabase: bcrypt passwords in
 * auth.users, sessions kept by a SessionStore and refreshed when expired, one-time reset codes,
 * and the auth events the UI follows.
 */
export function createEmbeddedAuth(db: EmbeddedDatabase, store: SessionStore): EmbeddedAuth {
  const listeners = new Set<(event: AuthEvent, session: Session | null) => void>();
  const emit = (event: AuthEvent, session: Session | null) => {
    listeners.forEach((listener) => listener(event, session));
  };

  function setSession(event: AuthEvent, session: Session | null): void {
    store.save(session);
    emit(event, session);
  }

  async function currentSession(): Promise<Session | null> {
    const session = store.load();
    if (!session) return null;
    // The database may have been reset since: a session for a user who no longer exists ends.
    const { rows } = await db.query('select 1 from auth.users where id = $1', [session.user.id]);
    if (rows.length === 0) {
      setSession('SIGNED_OUT', null);
      return null;
    }
    if (session.expiresAt * 1000 <= Date.now()) {
      const refreshed = newSession(session.user);
      setSession('TOKEN_REFRESHED', refreshed);
      return refreshed;
    }
    return session;
  }

  async function requireSession(): Promise<Session> {
    const session = await currentSession();
    if (!session) throw new BackendError('Debes iniciar sesión');
    return session;
  }

  async function signedInAs(userId: string, event: AuthEvent): Promise<Session> {
    const { rows } = await db.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [userId],
    );
    const session = newSession({ id: userId, email: rows[0]?.email ?? '' });
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    setSession(event, session);
    return session;
  }

  function checkPassword(password: string): void {
    if (password.length < MIN_PASSWORD) {
      throw new BackendError(
        `La contraseña debe tener al menos ${String(MIN_PASSWORD)} caracteres`,
      );
    }
  }

  const auth: BackendPort['auth'] = {
    async signIn(email, password) {
      const { rows } = await db.query<{ id: string | null }>(
        'select embedded_auth.verificar_clave($1, $2) as id',
        [email, password],
      );
      const id = rows[0]?.id;
      if (!id) throw new BackendError('Correo o contraseña incorrectos');
      return signedInAs(id, 'SIGNED_IN');
    },
    async signUp({ email, password, nombre, telefono }) {
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(email.trim())) {
        throw new BackendError('Correo electrónico inválido');
      }
      checkPassword(password);
      try {
        const { rows } = await db.query<{ id: string }>(
          'select embedded_auth.registrar($1, $2, $3, $4) as id',
          [email, password, nombre.trim(), telefono?.trim() ?? null],
        );
        return await signedInAs(rows[0]?.id ?? '', 'SIGNED_IN');
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async signOut() {
      setSession('SIGNED_OUT', null);
      return Promise.resolve();
    },
    getSession: currentSession,
    async requestPasswordReset(email, redirectTo) {
      const token = crypto.randomUUID();
      const { rows } = await db.query<{ id: string }>(
        `insert into embedded_auth.recuperaciones (token, user_id, expira_en)
         select $1, id, now() + make_interval(mins => $3) from auth.users where lower(email) = lower(btrim($2))
         returning user_id as id`,
        [token, email, RESET_MINUTES],
      );
      // Whether the address has an account is not revealed: the answer looks the same.
      if (rows.length === 0) return {};
      const link = new URL(redirectTo);
      link.searchParams.set('code', token);
      return { demoLink: link.toString() };
    },
    async exchangeCode(token) {
      const { rows } = await db.query<{ user_id: string }>(
        'delete from embedded_auth.recuperaciones where token = $1 and expira_en > now() returning user_id',
        [token],
      );
      const userId = rows[0]?.user_id;
      if (!userId)
        throw new BackendError('El enlace para restablecer la contraseña no es válido o expiró');
      return signedInAs(userId, 'PASSWORD_RECOVERY');
    },
    async updatePassword(password) {
      const session = await requireSession();
      checkPassword(password);
      await db.query('select embedded_auth.cambiar_clave($1, $2)', [session.user.id, password]);
      emit('USER_UPDATED', session);
    },
    onAuthStateChange(listener) {
      listeners.add(listener);
      void currentSession().then((session) => listener('INITIAL_SESSION', session));
      return () => listeners.delete(listener);
    },
  };

  return { auth, currentSession };
}

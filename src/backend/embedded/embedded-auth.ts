import type { EmbeddedDatabase } from './database';
import { company } from '../../content/company';
import { otpauthUri } from '../../lib/auth/totp';
import { toBackendError } from '../errors';
import { needsSecondStep, usedCode, waitForCode, wrongCode } from '../mfa-messages';
import {
  BackendError,
  type AssuranceLevel,
  type AuthEvent,
  type BackendPort,
  type Session,
} from '../port';
import type { SessionStore } from './session-store';
import { checkPassword, embeddedResendConfirmation, embeddedSignUp, linkWithCode } from './sign-up';

const RESET_MINUTES = 60;

/** The session as the database holds it: what the caller's claims are made of. */
export interface CallerIdentity {
  session: Session;
  sessionId: string;
  /** GoTrue's `amr` claim: how the session proved who it is, newest first. */
  amr: unknown;
}

export interface EmbeddedAuth {
  auth: BackendPort['auth'];
  /** The signed-in session (its tokens rotated when due), or null. */
  currentSession: () => Promise<Session | null>;
  /** The same, with what the database knows of it. */
  currentIdentity: () => Promise<CallerIdentity | null>;
  /** Tells the listeners the signed-in user changed (its profile or address), with the session. */
  announceUserUpdated: () => Promise<void>;
}

interface SessionRow {
  id: string;
  user_id: string;
  email: string;
  access_token: string;
  refresh_token: string;
  expira_en: number;
  aal: AssuranceLevel;
  amr: unknown;
  renovada: boolean;
}

type CodeOutcome =
  { resultado: 'ok' | 'invalido' | 'usado' } | { resultado: 'espera'; segundos: number };

function throwUnlessAccepted(outcome: CodeOutcome | undefined): void {
  switch (outcome?.resultado) {
    case 'ok':
      return;
    case 'usado':
      throw usedCode();
    case 'espera':
      throw waitForCode(outcome.segundos);
    default:
      throw wrongCode();
  }
}

/**
 * Sign-in for the embedded backend, as GoTrue does it on hosted Supabase: bcrypt passwords in
 * auth.users; sessions held by the database (embedded_auth.sesiones), of which the browser keeps
 * only the tokens; two-step verification with TOTP checked inside the database; addresses
 * confirmed by a link before the password opens the account (sign-up.ts); one-time reset and
 * confirmation links; and the auth events the UI follows.
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

  const toSession = (row: SessionRow): Session => ({
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
    expiresAt: row.expira_en,
    user: { id: row.user_id, email: row.email },
    aal: row.aal,
  });

  /** `announce` false: the caller announces the change itself (after a second step). */
  async function lookUp(stored: Session, announce = true): Promise<CallerIdentity | null> {
    const { rows } = await db.query<{
      s: (SessionRow & { cerrada_por_inactividad?: true }) | null;
    }>('select embedded_auth.sesion_actual($1, $2) as s', [
      stored.accessToken,
      stored.refreshToken,
    ]);
    const row = rows[0]?.s;
    if (!row || row.cerrada_por_inactividad) {
      // Signed out elsewhere, ended for inactivity, or the database was reset: the tokens are void.
      if (store.load()?.refreshToken === stored.refreshToken) setSession('SIGNED_OUT', null);
      return null;
    }
    const session = toSession(row);
    if (!announce) store.save(session);
    else if (row.renovada) setSession('TOKEN_REFRESHED', session);
    else if (stored.aal !== session.aal) setSession('USER_UPDATED', session);
    return { session, sessionId: row.id, amr: row.amr };
  }

  // Operations that start together share one look-up, so that one rotation of the refresh token
  // serves them all.
  let inFlight: { key: string; identity: Promise<CallerIdentity | null> } | null = null;
  function currentIdentity(): Promise<CallerIdentity | null> {
    const stored = store.load();
    if (!stored) return Promise.resolve(null);
    const key = `${stored.accessToken}:${stored.refreshToken}`;
    if (inFlight?.key !== key) {
      const identity = lookUp(stored).finally(() => {
        if (inFlight?.identity === identity) inFlight = null;
      });
      inFlight = { key, identity };
    }
    return inFlight.identity;
  }

  const currentSession = async () => (await currentIdentity())?.session ?? null;

  async function requireIdentity(): Promise<CallerIdentity> {
    const identity = await currentIdentity();
    if (!identity) throw new BackendError('Debes iniciar sesión', 'sin_sesion');
    return identity;
  }

  async function signedInAs(userId: string, method: string, event: AuthEvent): Promise<Session> {
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    const { rows } = await db.query<{ s: SessionRow }>(
      `select jsonb_build_object('id', s.id, 'user_id', s.user_id, 'email', u.email,
         'access_token', s.access_token, 'refresh_token', s.refresh_token,
         'expira_en', extract(epoch from s.access_expira_en)::bigint, 'aal', s.aal, 'amr', s.amr,
         'renovada', false) as s
       from embedded_auth.abrir_sesion($1, $2) s join auth.users u on u.id = s.user_id`,
      [userId, method],
    );
    const row = rows[0]?.s;
    if (!row) throw new BackendError('No se pudo iniciar sesión');
    const session = toSession(row);
    await db.syncToFs();
    setSession(event, session);
    return session;
  }

  async function hasVerifiedFactor(sessionId: string): Promise<boolean> {
    const { rows } = await db.query('select 1 from embedded_auth.mfa_factores($1)', [sessionId]);
    return rows.length > 0;
  }

  /** Checks a code of one of the session's factors; on success the session is aal2. */
  async function checkCode(
    fn: 'mfa_verificar' | 'mfa_desactivar',
    factorId: string,
    code: string,
  ): Promise<void> {
    const { sessionId } = await requireIdentity();
    const { rows } = await db.query<{ r: CodeOutcome }>(
      `select embedded_auth.${fn}($1, $2, $3) as r`,
      [sessionId, factorId, code],
    );
    await db.syncToFs();
    throwUnlessAccepted(rows[0]?.r);
  }

  async function afterSecondStep(event: AuthEvent): Promise<void> {
    const stored = store.load();
    const identity = stored ? await lookUp(stored, false) : null;
    if (!identity) throw new BackendError('Debes iniciar sesión', 'sin_sesion');
    setSession(event, identity.session);
  }

  const mfa: BackendPort['auth']['mfa'] = {
    async factors() {
      const { sessionId } = await requireIdentity();
      const { rows } = await db.query<{ id: string; nombre: string; creado_en: Date }>(
        'select id, nombre, creado_en from embedded_auth.mfa_factores($1)',
        [sessionId],
      );
      return rows.map((row) => ({
        id: row.id,
        nombre: row.nombre,
        createdAt: new Date(row.creado_en).toISOString(),
      }));
    },
    async assurance() {
      const identity = await requireIdentity();
      const next = (await hasVerifiedFactor(identity.sessionId)) ? 'aal2' : 'aal1';
      return { current: identity.session.aal, next };
    },
    async enroll() {
      const { sessionId } = await requireIdentity();
      try {
        const { rows } = await db.query<{ f: { id: string; secreto: string; email: string } }>(
          'select embedded_auth.mfa_inscribir($1) as f',
          [sessionId],
        );
        const factor = rows[0]?.f;
        if (!factor) throw new BackendError('No se pudo iniciar la verificación en dos pasos');
        await db.syncToFs();
        return {
          factorId: factor.id,
          secret: factor.secreto,
          uri: otpauthUri({ issuer: company.name, account: factor.email, secret: factor.secreto }),
        };
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async confirmEnrollment(factorId, code) {
      await checkCode('mfa_verificar', factorId, code);
      await afterSecondStep('MFA_CHALLENGE_VERIFIED');
    },
    async verify(factorId, code) {
      await checkCode('mfa_verificar', factorId, code);
      await afterSecondStep('MFA_CHALLENGE_VERIFIED');
    },
    async unenroll(factorId, code) {
      await checkCode('mfa_desactivar', factorId, code);
      await afterSecondStep('USER_UPDATED');
    },
    async resetFor(userId) {
      const identity = await requireIdentity();
      try {
        const removed = await db.transaction(async (tx) => {
          // The same check a server function makes: the record, as the service role acting for
          // this admin at this session's level, refuses anyone but an active admin at aal2.
          await tx.exec('set local role service_role');
          await tx.query("select set_config('request.jwt.claims', $1, true)", [
            JSON.stringify({ role: 'service_role' }),
          ]);
          await tx.query("select set_config('request.headers', $1, true)", [
            JSON.stringify({ 'x-aal-verificado': identity.session.aal }),
          ]);
          await tx.query('select public.registrar_reinicio_factor($1, $2)', [
            identity.session.user.id,
            userId,
          ]);
          await tx.exec('reset role');
          const { rows } = await tx.query<{ n: number }>(
            'select embedded_auth.quitar_factores($1) as n',
            [userId],
          );
          return rows[0]?.n ?? 0;
        });
        await db.syncToFs();
        return removed;
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async demoCode() {
      const { sessionId } = await requireIdentity();
      const { rows } = await db.query<{ code: string | null }>(
        'select embedded_auth.mfa_codigo_demo($1) as code',
        [sessionId],
      );
      return rows[0]?.code ?? null;
    },
  };

  const auth: BackendPort['auth'] = {
    async signIn(email, password) {
      let id: string | null | undefined;
      try {
        // Refuses an unconfirmed address (after the right password), as GoTrue does.
        const { rows } = await db.query<{ id: string | null }>(
          'select embedded_auth.ingresar($1, $2) as id',
          [email, password],
        );
        id = rows[0]?.id;
      } catch (error) {
        throw toBackendError(error);
      }
      if (!id) throw new BackendError('Correo o contraseña incorrectos', 'credenciales');
      return signedInAs(id, 'password', 'SIGNED_IN');
    },
    signUp: (input, redirectTo) => embeddedSignUp(db, input, redirectTo),
    resendConfirmation: (email, redirectTo) => embeddedResendConfirmation(db, email, redirectTo),
    async signOut(scope = 'local') {
      const stored = store.load();
      // Signing out here leaves this device at once (a page may be left right after the click);
      // every device, or the others, only once the database has forgotten those sessions.
      if (scope === 'local') setSession('SIGNED_OUT', null);
      if (stored) {
        await db.query(
          `select embedded_auth.cerrar_sesiones(s.id, $3) from embedded_auth.sesiones s
           where s.access_token = $1 or s.refresh_token = $2`,
          [stored.accessToken, stored.refreshToken, scope],
        );
        await db.syncToFs();
      }
      if (scope === 'global') setSession('SIGNED_OUT', null);
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
      return { demoLink: linkWithCode(redirectTo, token) };
    },
    async exchangeCode(token) {
      // A link is a password reset's, a new account's confirmation, or a new address's.
      const { rows } = await db.query<{ recovered: string | null; confirmed: string | null }>(
        `select embedded_auth.canjear_recuperacion($1) as recovered,
                embedded_auth.confirmar_correo($1) as confirmed`,
        [token],
      );
      const recovered = rows[0]?.recovered;
      if (recovered) return signedInAs(recovered, 'recovery', 'PASSWORD_RECOVERY');
      const confirmed = rows[0]?.confirmed;
      if (confirmed) return signedInAs(confirmed, 'otp', 'SIGNED_IN');
      let changed: string | null = null;
      try {
        const result = await db.query<{ id: string | null }>(
          'select embedded_auth.confirmar_cambio_correo($1) as id',
          [token],
        );
        changed = result.rows[0]?.id ?? null;
        await db.syncToFs();
      } catch (error) {
        throw toBackendError(error);
      }
      if (!changed) throw new BackendError('El enlace no es válido o expiró', 'enlace_invalido');
      const current = await currentIdentity();
      if (current?.session.user.id === changed) {
        const identity = await lookUp(current.session, false);
        if (identity) {
          emit('USER_UPDATED', identity.session);
          return identity.session;
        }
      }
      return signedInAs(changed, 'email_change', 'SIGNED_IN');
    },
    async updatePassword(password) {
      const identity = await requireIdentity();
      checkPassword(password);
      // With two-step verification on, a password alone does not change the password.
      if (identity.session.aal !== 'aal2' && (await hasVerifiedFactor(identity.sessionId))) {
        throw needsSecondStep();
      }
      await db.query('select embedded_auth.cambiar_clave($1, $2)', [
        identity.session.user.id,
        password,
      ]);
      emit('USER_UPDATED', identity.session);
    },
    onAuthStateChange(listener) {
      listeners.add(listener);
      void currentSession().then((session) => listener('INITIAL_SESSION', session));
      return () => listeners.delete(listener);
    },
    mfa,
    oauth: null,
  };

  async function announceUserUpdated(): Promise<void> {
    const session = await currentSession();
    if (session) emit('USER_UPDATED', session);
  }

  return { auth, currentSession, currentIdentity, announceUserUpdated };
}

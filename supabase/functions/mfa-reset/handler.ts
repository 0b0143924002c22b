/**
 * `mfa-reset`: an admin removes the second factor of another account (the staff member who lost
 * their phone), after checking who asks out of band. Hosted only: in the embedded mode the
 * browser's database does this itself, so the local server does not serve it.
 *
 * POST { userId } with the admin's bearer token. The caller must be an active admin who did the
 * second step in this session (aal2). The database then records the reset and checks its rules
 * (private.registrar_reinicio_factor: not one's own account, an account that exists); only then
 * are the account's factors removed from Supabase Auth, every one of them, verified or not. The
 * answer says how many were removed.
 *
 * The account's sessions are not ended: Supabase's admin API signs out only by the user's own
 * token, never by user id. Removing a factor makes Supabase Auth lower the sessions that used it
 * to aal1 from their next refresh; an access token already issued keeps its aal2 until it expires.
 */
import { invalidTokenAnswer, InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import { json, preflight, readJsonBody, Refused } from '../_shared/http.ts';
import { isUuid } from '../_shared/notify/protocol.ts';

export const ADMIN_AAL2_ONLY =
  'Solo un administrador con verificación en dos pasos puede hacer esto.';

/** The database and Supabase Auth, with the service role (hosted-store.ts, or a fake in tests). */
export interface MfaResetStore {
  /** The verified caller; null when anonymous. Throws InvalidToken for a token that fails. */
  identify(request: Request): Promise<Caller | null>;
  /** An active admin at aal2. */
  isAdmin(caller: Caller): Promise<boolean>;
  /** Records the reset; throws Refused when the database's rules refuse it. */
  recordReset(admin: Caller, userId: string): Promise<void>;
  /** The ids of the account's factors, verified or not. */
  factorIds(userId: string): Promise<string[]>;
  deleteFactor(userId: string, factorId: string): Promise<void>;
}

export interface MfaResetHandlerDeps {
  store: MfaResetStore;
}

const refusalStatus = (codigo: string): number => (codigo === 'acceso_denegado' ? 403 : 400);

export function createMfaResetHandler(
  deps: MfaResetHandlerDeps,
): (request: Request) => Promise<Response> {
  const { store } = deps;
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    try {
      const caller = await store.identify(request);
      if (!caller) {
        return json(401, { codigo: 'sin_sesion', error: 'Inicia sesión para hacer esto.' });
      }
      // The database checks again (it is told the level); asking here spares it strangers.
      if (caller.aal !== 'aal2' || !(await store.isAdmin(caller))) {
        return json(403, { codigo: 'acceso_denegado', error: ADMIN_AAL2_ONLY });
      }
      const userId = ((await readJsonBody(request)) as { userId?: unknown } | undefined)?.userId;
      if (!isUuid(userId)) {
        return json(400, { codigo: 'solicitud_invalida', error: 'Cuenta inválida' });
      }
      // Recorded first: a reset that happened is always on record, even if Auth then fails.
      await store.recordReset(caller, userId);
      const factorIds = await store.factorIds(userId);
      for (const factorId of factorIds) await store.deleteFactor(userId, factorId);
      return json(200, { removed: factorIds.length });
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      if (error instanceof Refused) {
        return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
      }
      console.error('mfa-reset', error);
      return json(500, {
        codigo: 'error_interno',
        error: 'No se pudo quitar la verificación en dos pasos',
      });
    }
  };
}

import type { Transaction } from '@electric-sql/pglite';
import { HUMAN_PASS_HEADER } from '../../lib/human-check/human-check';
import { toBackendError } from '../errors';
import { withHumanCheck, type PassExchange } from '../human-check';
import { BackendError } from '../port';
import type { Json } from '../rows';
import { currentScreen } from '../screen';
import type { EmbeddedDatabase } from './database';
import type { CallerIdentity } from './embedded-auth';

export interface Caller {
  /**
   * Runs `fn` as the current user (or anon), under RLS, in one transaction. When the database
   * asks for a person (a site-wide cap was reached), it shows the human check and runs `fn` once
   * more, in a new transaction, with the pass.
   */
  asCaller: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
  /**
   * Runs a change as the current user, and returns once it is stored. PGlite may copy a
   * committed transaction to IndexedDB only at the next statement outside one, so without this
   * a booking followed at once by a reload could vanish.
   */
  asCallerStored: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
  /**
   * Runs a change as the service role, and returns once it is stored: what a Supabase Edge
   * Function does with its service key. Here the database is the visitor's own, so the embedded
   * backend plays the function's database part itself (the notification log, a rights code).
   * Like a hosted function, it passes on the visitor's human-check pass when the database asks
   * for one.
   */
  asServerStored: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;
}

const NO_HUMAN_CHECK =
  'La verificación no está disponible en este momento. Inténtalo de nuevo en unos minutos.';

/**
 * How every embedded data operation runs: as the signed-in user under row-level security, in one
 * transaction with `set local role` and transaction-local JWT claims, exactly as PostgREST runs
 * a request. The claims come from the session the database holds (its user, its assurance level),
 * never from what the browser stored.
 *
 * `approveHumanCheck` asks the site's server to verify a solved human check's token (throwing
 * when it does not); the pass is then issued here, as the service role, as the hosted function
 * issues it in the hosted database.
 */
export function createCaller(
  db: EmbeddedDatabase,
  currentIdentity: () => Promise<CallerIdentity | null>,
  approveHumanCheck?: (token: string) => Promise<void>,
): Caller {
  const exchange: PassExchange = async (token) => {
    if (!approveHumanCheck) throw new BackendError(NO_HUMAN_CHECK, 'sin_conexion');
    await approveHumanCheck(token);
    return asServerStoredOnce(async (tx) => {
      const { rows } = await tx.query<{ pase: string }>(
        'select private.emitir_pase_humano() as pase',
      );
      const pass = rows[0]?.pase;
      if (!pass) throw new BackendError(NO_HUMAN_CHECK);
      return pass;
    });
  };
  const asCaller = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    withHumanCheck((pass) => asCallerOnce(fn, pass), exchange);

  async function asCallerOnce<T>(
    fn: (tx: Transaction) => Promise<T>,
    pass: string | null,
  ): Promise<T> {
    const identity = await currentIdentity();
    const claims = identity
      ? {
          role: 'authenticated',
          sub: identity.session.user.id,
          email: identity.session.user.email,
          session_id: identity.sessionId,
          aal: identity.session.aal,
          amr: identity.amr,
        }
      : { role: 'anon' };
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${identity ? 'authenticated' : 'anon'}`);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        // As PostgREST passes the request's headers: the staff screen, for the audit trail, and
        // the human check's pass, on the one repeat that carries it.
        const screen = currentScreen();
        const headers = {
          ...(screen ? { 'x-pantalla': screen } : {}),
          ...(pass ? { [HUMAN_PASS_HEADER]: pass } : {}),
        };
        if (screen || pass)
          await tx.query("select set_config('request.headers', $1, true)", [
            JSON.stringify(headers),
          ]);
        return fn(tx);
      });
    } catch (error) {
      throw toBackendError(error);
    }
  }
  async function asServer<T>(
    fn: (tx: Transaction) => Promise<T>,
    pass: string | null = null,
  ): Promise<T> {
    // A server function acts for the caller it verified, and names that caller's level; it
    // passes on the visitor's human-check pass, as the hosted functions do.
    const identity = await currentIdentity();
    try {
      return await db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role: 'service_role' }),
        ]);
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({
            'x-aal-verificado': identity?.session.aal ?? 'aal1',
            ...(pass ? { [HUMAN_PASS_HEADER]: pass } : {}),
          }),
        ]);
        return fn(tx);
      });
    } catch (error) {
      throw toBackendError(error);
    }
  }
  async function asServerStoredOnce<T>(
    fn: (tx: Transaction) => Promise<T>,
    pass: string | null = null,
  ): Promise<T> {
    const result = await asServer(fn, pass);
    await db.syncToFs();
    return result;
  }
  const asServerStored = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    withHumanCheck((pass) => asServerStoredOnce(fn, pass), exchange);
  return {
    asCaller,
    asCallerStored: async (fn) => {
      const result = await asCaller(fn);
      await db.syncToFs();
      return result;
    },
    asServerStored,
  };
}

/** The rows of a query that selects `to_jsonb(x) as row`. */
export const rowsOf = async (
  tx: Transaction,
  sql: string,
  params: unknown[] = [],
): Promise<Json[]> => (await tx.query<{ row: Json }>(sql, params)).rows.map((r) => r.row);

/**
 * The human check in the database tests: a pass issued as the server function issues it (service
 * role), and calls that carry one in the `x-pase-humano` header, the way PostgREST passes a
 * request's headers to SQL.
 */
import type { Caller, TestDatabase } from '../test-database';
import { refusalOf, type Outcome } from './calls';

export const PASS_HEADER = 'x-pase-humano';

/** A new pass, from private.emitir_pase_humano() as the service role. */
export async function issuePass(database: TestDatabase): Promise<string> {
  const pass = await database.as({ role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ pase: string }>(
      'select private.emitir_pase_humano() as pase',
    );
    return rows[0]?.pase;
  });
  if (!pass) throw new Error('emitir_pase_humano did not return a pass');
  return pass;
}

/** Runs one statement as the caller with the given request headers: its rows, or the refusal. */
export async function attemptWithHeaders<T = Record<string, unknown>>(
  database: TestDatabase,
  caller: Caller,
  headers: Record<string, string>,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome<T[]>> {
  try {
    const rows = await database.as(caller, async (tx) => {
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      return (await tx.query<T>(sql, params)).rows;
    });
    return { ok: true, value: rows };
  } catch (error) {
    return { ok: false, error: refusalOf(error) };
  }
}

/** Runs one statement as the caller, carrying `pass` as PostgREST would carry the header. */
export const attemptWithPass = <T = Record<string, unknown>>(
  database: TestDatabase,
  caller: Caller,
  pass: string,
  sql: string,
  params: unknown[] = [],
): Promise<Outcome<T[]>> =>
  attemptWithHeaders<T>(database, caller, { [PASS_HEADER]: pass }, sql, params);

/**
 * The shape every database test is written against, whichever engine runs it: PGlite (embedded,
 * one connection) or a real PostgreSQL server (a pool of connections, so races really happen).
 */

/**
 * Something SQL runs on. Errors thrown by either engine keep the server's fields: `message`,
 * the SQLSTATE `code`, and `detail` and `hint` when the server sent them.
 */
export interface Queryable {
  /**
   * One statement, with `$1`-style parameters. Values come back as PGlite returns them on both
   * engines: `date`, `timestamp` and `timestamptz` as `Date` (a `date` at UTC midnight), `int2`,
   * `int4`, `float`, `oid` and `bigint`/`count(*)` as `number` (a `bigint` beyond 2^53 as
   * `BigInt`), `numeric` and `interval` as strings, `json`/`jsonb` parsed. `affectedRows` is the
   * number of rows an INSERT, UPDATE, DELETE or MERGE touched, and 0 for anything else.
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row shape, as with PGlite
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; affectedRows?: number }>;
  /** Any number of statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<unknown>;
}

/** Who a query runs as, as PostgREST sees a request: its role and the JWT's claims. */
export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  /**
   * The session's assurance level: the JWT's `aal` for a user; for the service role, the level of
   * the user a server function verified (the `x-aal-verificado` header). Absent counts as aal1.
   */
  aal?: 'aal1' | 'aal2';
}

export const ANON: Caller = { role: 'anon' };

export type Engine = 'pglite' | 'postgres';

export interface NewUserOptions {
  /** Whether the address is confirmed (`auth.users.email_confirmed_at` set); true by default. */
  confirmed?: boolean;
}

export interface TestDatabase {
  engine: Engine;
  /**
   * The database owner (superuser), outside row-level security. One session on both engines, so
   * `begin` … `rollback` sent through it (exec) is one transaction.
   */
  db: Queryable;
  /**
   * Runs `fn` as the caller, the way PostgREST runs a request: one transaction, `set local role`,
   * and transaction-local `request.jwt.claims`. It commits when `fn` resolves and rolls back when
   * it throws (the error is passed on unchanged). On PostgreSQL every call has its own pooled
   * connection, so `Promise.all` of 50 calls runs 50 transactions at the same time.
   */
  as<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Creates an auth user (its profile is created by the trigger) and sets its role. Staff come
   * back as a session that passed the second step (aal2); spread `{ aal: 'aal1' }` for one that
   * did not. The address is confirmed unless `{ confirmed: false }` (an account whose owner has
   * not followed the link yet, or whose provider did not verify the address).
   */
  createUser(
    email: string,
    role?: 'admin' | 'abogado' | 'cliente',
    options?: NewUserOptions,
  ): Promise<Caller>;
  /** Closes every connection and, on PostgreSQL, drops this file's database. */
  close(): Promise<void>;
}

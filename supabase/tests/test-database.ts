/**
 * The database the tests in this folder run against, with the Supabase shim and every migration
 * applied. The same tests run on two engines, chosen by the Vitest project:
 *
 * - `database`: PGlite in memory (embedded Postgres 18 in WebAssembly, one connection), as the
 *   embedded backend runs it;
 * - `database-pg`: a real PostgreSQL server (Debian's, 15 on Debian 12), started for the run;
 *   each file gets its own database, and callers get their own connections, so races are real.
 *
 * Write tests against `TestDatabase` (engine/types.ts) only; `engine` is there for the rare
 * assertion that must differ. Queries run as an API role with JWT claims, the way PostgREST runs
 * them: one transaction, `set local role`, and transaction-local `request.jwt.claims`.
 */
import type { Engine, Queryable, TestDatabase } from './engine/types';

export { ANON, type Caller, type Engine, type Queryable, type TestDatabase } from './engine/types';
export { applyMigrations, embeddedSetup, migrationFiles, TEST_LAWYER_EMAIL } from './engine/schema';

/** Set by the Vitest project (vitest.config.ts); PGlite when unset. */
export const ENGINE_VARIABLE = 'TEST_DATABASE_ENGINE';

export function testEngine(): Engine {
  const engine = process.env[ENGINE_VARIABLE] ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`${ENGINE_VARIABLE}=${engine}: usa pglite o postgres.`);
  return engine;
}

/** A fresh, migrated database for one test file; close it in afterAll. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') {
    const { openPostgresDatabase } = await import('./engine/postgres');
    return openPostgresDatabase();
  }
  const { openPgliteDatabase } = await import('./engine/pglite');
  return openPgliteDatabase();
}

/**
 * A working day (weekday, not a public holiday) at least `minDays` ahead in Chile, as YYYY-MM-DD,
 * inside the 21-day window.
 */
export async function upcomingWeekday(db: Queryable, minDays: number): Promise<string> {
  const { rows } = await db.query<{ day: string }>(
    `select d::date::text as day
     from generate_series((now() at time zone 'America/Santiago')::date + $1::int,
                          (now() at time zone 'America/Santiago')::date + 21, interval '1 day') d
     where extract(isodow from d) between 1 and 5
       and not exists (select 1 from public.feriados f where f.fecha = d::date)
     order by d limit 1`,
    [minDays],
  );
  const day = rows[0]?.day;
  if (!day) throw new Error('no weekday in range');
  return day;
}

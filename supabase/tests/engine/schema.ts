/**
 * The schema under test, the same on both engines: the embedded setup (the Supabase shim and the
 * embedded sign-in) and every migration, applied by the embedded backend's own `migrate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  migrate,
  migrationFromFile,
  type MigrationTarget,
  type SqlFile,
} from '../../../src/backend/embedded/migrate';
import { createAuthUser } from './caller';
import type { Queryable } from './types';

const SUPABASE = path.resolve('supabase');

export function migrationFiles(): SqlFile[] {
  const dir = path.join(SUPABASE, 'migrations');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => migrationFromFile(file, fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** The embedded-only setup files, in order: the Supabase shim, then the embedded sign-in. */
export function embeddedSetup(): string[] {
  return ['shim.sql', 'auth.sql'].map((file) =>
    fs.readFileSync(path.join(SUPABASE, 'embedded', file), 'utf8'),
  );
}

/**
 * `migrate` wants transactions; on a single session they are plain `begin` and `commit`. Nothing
 * else may use the session meanwhile, which holds for the tests' setup.
 */
function sessionTarget(session: Queryable): MigrationTarget {
  return {
    query: session.query.bind(session),
    exec: (sql) => session.exec(sql),
    async transaction(fn) {
      await session.exec('begin');
      try {
        const result = await fn(session);
        await session.exec('commit');
        return result;
      } catch (error) {
        await session.exec('rollback');
        throw error;
      }
    },
    syncToFs: () => Promise.resolve(),
  };
}

/**
 * Applies the embedded setup and the migrations not yet recorded, each migration in its own
 * transaction, recorded in supabase_migrations.schema_migrations as the Supabase CLI records it.
 * Works on either engine, given one session: a PGlite instance, a pg client, or
 * `TestDatabase.db`. Returns the versions it applied.
 */
export function applyMigrations(session: Queryable): Promise<string[]> {
  return migrate(sessionTarget(session), embeddedSetup(), migrationFiles());
}

/** The lawyer every test database has, taking every time of the firm's grid in every area. */
export const TEST_LAWYER_EMAIL = 'abogada.prueba@puntolegal.cl';

/**
 * Gives a fresh test database the one lawyer a booking needs (bookings are assigned to a lawyer
 * who is free). A test about lawyers adds more, or narrows this one's week.
 */
export async function ensureTestLawyer(session: Queryable): Promise<void> {
  const { rows } = await session.query<{ found: boolean }>(
    'select exists (select 1 from auth.users where email = $1) as found',
    [TEST_LAWYER_EMAIL],
  );
  if (rows[0]?.found) return;
  await createAuthUser(session, TEST_LAWYER_EMAIL, 'abogado');
}

/**
 * A real Postgres (PGlite, in memory) with the Supabase shim and every migration applied, for
 * the database tests. Queries run as an API role with JWT claims, the way PostgREST runs them:
 * one transaction, `set local role`, and transaction-local `request.jwt.claims`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { migrate, migrationFromFile, type SqlFile } from '../../src/backend/embedded/migrate';

const SUPABASE = path.resolve('supabase');

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
}

export const ANON: Caller = { role: 'anon' };

export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  db: PGlite;
  close(): Promise<void>;
  /** Runs `fn` as the caller, in one transaction, under row-level security. */
  as<T>(caller: Caller, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Creates an auth user (its profile is created by the trigger) and sets its role. */
  createUser(email: string, role?: 'admin' | 'abogado' | 'cliente'): Promise<Caller>;
}

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

export function applyMigrations(db: PGlite): Promise<string[]> {
  return migrate(db, embeddedSetup(), migrationFiles());
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);

  const as: TestDatabase['as'] = (caller, fn) =>
    db.transaction(async (tx) => {
      await tx.exec(`set local role ${caller.role}`);
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(caller)]);
      return fn(tx);
    });

  const createUser: TestDatabase['createUser'] = async (email, role = 'cliente') => {
    const { rows } = await db.query<{ id: string }>(
      "insert into auth.users (email, raw_user_meta_data) values ($1::text, jsonb_build_object('nombre', $1::text)) returning id",
      [email],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no user');
    if (role !== 'cliente')
      await db.query('update public.profiles set role = $1 where user_id = $2', [role, id]);
    return { role: 'authenticated', sub: id };
  };

  return { engine: 'pglite', db, as, createUser, close: () => db.close() };
}

/**
 * A working day (weekday, not a public holiday) at least `minDays` ahead in Chile, as YYYY-MM-DD,
 * inside the 21-day window.
 */
export async function upcomingWeekday(db: PGlite, minDays: number): Promise<string> {
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

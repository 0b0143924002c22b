import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  ensureFsBundle,
  ensurePgcryptoLibrary,
  ensureSnapshot,
} from '../../../scripts/lib/database-snapshot';
import { embeddedSetup, migrationFiles } from '../../../supabase/tests/test-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { migrate } from './migrate';
import { adoptSnapshot } from './snapshot-times';

const read = (file: string) => new Blob([fs.readFileSync(file)]);

/**
 * The browser's first database, opened as the browser opens it: the demo snapshot, PGlite's
 * trimmed file bundle, no extension registered, and pgcrypto's library as a plain file.
 */
async function openLikeTheBrowser(): Promise<PGlite> {
  const db = await PGlite.create({
    loadDataDir: read(await ensureSnapshot({ seed: true })),
    fsBundle: read(await ensureFsBundle()),
  });
  // PGlite types its Emscripten module loosely; writeFile is Emscripten's.
  const files = (db.Module as { FS: { writeFile(path: string, data: Uint8Array): void } }).FS;
  files.writeFile(
    '/pglite/lib/postgresql/pgcrypto.so',
    fs.readFileSync(await ensurePgcryptoLibrary()),
  );
  return db;
}

describe('the browser snapshot', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openLikeTheBrowser();
  });
  afterAll(() => db.close());

  it('records every migration, so none runs again on a first visit', async () => {
    const { rows } = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((m) => m.version));
    expect(await migrate(db, embeddedSetup(), migrationFiles())).toEqual([]);
    expect(await seedDemoAccounts(db)).toBe(false);
  });

  it('holds the demo accounts, confirmed, whose documented password signs in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      // ingresar refuses an unconfirmed address: nobody could follow a link for these.
      const { rows } = await db.query<{ id: string | null; role: string }>(
        `select embedded_auth.ingresar($1, $2) as id,
                (select p.role::text from public.profiles p join auth.users u on u.id = p.user_id
                 where u.email = $1) as role`,
        [account.email, DEMO_PASSWORD],
      );
      expect(rows[0]?.id).toBeTruthy();
      expect(rows[0]?.role).toBe(account.role);
    }
    const wrong = await db.query<{ id: string | null }>(
      'select embedded_auth.verificar_clave($1, $2) as id',
      ['admin@demo.cl', 'otra-clave'],
    );
    expect(wrong.rows[0]?.id).toBeNull();
  });

  it('gives the demo staff a verified authenticator', async () => {
    const { rows } = await db.query<{ email: string }>(
      `select u.email from embedded_auth.factores f join auth.users u on u.id = f.user_id
       where f.demo and f.verificado order by u.email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['abogado@demo.cl', 'admin@demo.cl']);
  });

  it('has no template databases and a small write-ahead log', async () => {
    const { rows } = await db.query<{ datname: string }>('select datname from pg_database');
    expect(rows.map((r) => r.datname)).toEqual(['postgres']);
    const segment = await db.query<{ wal_segment_size: string }>('show wal_segment_size');
    expect(segment.rows[0]?.wal_segment_size).toBe('1MB');
  });
});

describe('adoptSnapshot', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openLikeTheBrowser();
  });
  afterAll(() => db.close());

  it('moves the seed to the first open, once, and leaves dates alone', async () => {
    // As if the snapshot had been built 40 days before this visit.
    await db.exec(`
      update supabase_migrations.embedded_snapshot set built_at = built_at - interval '40 days';
      set session_replication_role = replica;
      update auth.users set created_at = created_at - interval '40 days',
                            email_confirmed_at = email_confirmed_at - interval '40 days';
      update embedded_auth.factores set creado_en = creado_en - interval '40 days';
      set session_replication_role = origin;`);
    const holidays = await db.query('select fecha::text from public.feriados order by fecha');

    await adoptSnapshot(db);
    const { rows } = await db.query<{ age: number; factor_age: number; changed: number }>(
      `select max(extract(epoch from now() - created_at))::int as age,
              (select max(extract(epoch from now() - creado_en))::int from embedded_auth.factores)
                as factor_age,
              (select count(*)::int from public.auditoria) as changed
       from auth.users`,
    );
    expect(rows[0]?.age).toBeLessThan(3600);
    expect(rows[0]?.factor_age).toBeLessThan(3600);
    // No one edited anything: no audit entry.
    expect(rows[0]?.changed).toBe(0);
    expect((await db.query('select fecha::text from public.feriados order by fecha')).rows).toEqual(
      holidays.rows,
    );

    // Once only: a second open moves nothing.
    const before = await db.query('select id, created_at::text from auth.users order by id');
    await db.exec(
      "update supabase_migrations.embedded_snapshot set built_at = built_at - interval '1 day'",
    );
    await adoptSnapshot(db);
    expect(
      (await db.query('select id, created_at::text from auth.users order by id')).rows,
    ).toEqual(before.rows);
  });

  it('brings a stored database up to date with a newer migration, and only that one', async () => {
    const newer = {
      version: '99990101000000',
      name: 'posterior',
      sql: 'create table public.posterior (id int primary key)',
    };
    expect(await migrate(db, embeddedSetup(), [...migrationFiles(), newer])).toEqual([
      '99990101000000',
    ]);
    expect(await migrate(db, embeddedSetup(), [...migrationFiles(), newer])).toEqual([]);
  });

  it('moves only the columns the seed filled, which the snapshot lists', async () => {
    const { rows } = await db.query<{ col: string }>(
      `select table_schema || '.' || table_name || '.' || column_name as col
       from supabase_migrations.embedded_snapshot_instants order by 1`,
    );
    const listed = rows.map((row) => row.col);
    expect(listed).toEqual(
      expect.arrayContaining(['auth.users.created_at', 'embedded_auth.factores.creado_en']),
    );
    // A table the seed leaves empty is not searched on a first visit.
    expect(listed.some((col) => col.startsWith('public.reservas.'))).toBe(false);
  });

  it('does nothing on a database that did not come from a snapshot', async () => {
    const plain = await PGlite.create();
    try {
      await plain.exec('create schema supabase_migrations');
      await expect(adoptSnapshot(plain)).resolves.toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

/**
 * What migrating needs of a database. PGlite and PGliteWorker (EmbeddedDatabase) have it, and so
 * can a session of a real PostgreSQL server, which is how the tests run the same migrations there.
 */
export interface MigrationSession {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row shape, as with PGlite
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export interface MigrationTarget extends MigrationSession {
  transaction<T>(fn: (tx: MigrationSession) => Promise<T>): Promise<T>;
  /** Stores what was committed; a server that writes its own files does nothing here. */
  syncToFs(): Promise<void>;
}

export interface SqlFile {
  /** Timestamp prefix of a migration file, as the Supabase CLI records it. */
  version: string;
  name: string;
  sql: string;
}

/** Splits "20261122000000_esquema_base.sql" into the CLI's version and name. */
export function migrationFromFile(fileName: string, sql: string): SqlFile {
  const [version = '', ...name] = fileName
    .replace(/^.*\//, '')
    .replace(/\.sql$/, '')
    .split('_');
  return { version, name: name.join('_'), sql };
}

/** FNV-1a: a cheap fingerprint of the setup SQL, to notice when it changed. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

async function isUpToDate(
  db: MigrationTarget,
  setupHash: string,
  versions: string[],
): Promise<boolean> {
  const { rows } = await db.query<{ ready: boolean }>(
    "select to_regclass('supabase_migrations.embedded_setup') is not null as ready",
  );
  if (!rows[0]?.ready) return false;
  const state = await db.query<{ hash: string; applied: string[] }>(
    `select (select hash from supabase_migrations.embedded_setup limit 1) as hash,
            (select coalesce(array_agg(version), '{}') from supabase_migrations.schema_migrations) as applied`,
  );
  const current = state.rows[0];
  return current?.hash === setupHash && versions.every((v) => current.applied.includes(v));
}

/**
 * Brings an embedded database up to date: the Supabase shim and the embedded sign-in (both
 * idempotent), then every migration not yet recorded, each in its own transaction, recorded in
 * the same table the Supabase CLI uses. A database already up to date is left alone after two
 * quick reads, which is what keeps a returning visitor's start short. Returns what it applied.
 */
export async function migrate(
  db: MigrationTarget,
  setup: readonly string[],
  migrations: readonly SqlFile[],
): Promise<string[]> {
  const setupHash = fingerprint(setup.join('\n'));
  const ordered = [...migrations].sort((a, b) => a.version.localeCompare(b.version));
  if (
    await isUpToDate(
      db,
      setupHash,
      ordered.map((m) => m.version),
    )
  )
    return [];

  for (const sql of setup) await db.exec(sql);
  await db.exec(
    'create table if not exists supabase_migrations.embedded_setup (hash text not null)',
  );
  await db.query('delete from supabase_migrations.embedded_setup');
  await db.query('insert into supabase_migrations.embedded_setup (hash) values ($1)', [setupHash]);

  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const pending = ordered.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
  }
  // PGlite may store a committed transaction only at the next statement outside one.
  await db.syncToFs();
  return pending.map((migration) => migration.version);
}

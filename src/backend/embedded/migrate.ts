import type { PGliteInterface } from '@electric-sql/pglite';

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

/**
 * Brings an embedded database up to date: the Supabase shim and the embedded sign-in (both
 * idempotent), then every migration not yet recorded, each in its own transaction, recorded in
 * the same table the Supabase CLI uses. Returns the versions it applied.
 */
export async function migrate(
  db: PGliteInterface,
  setup: readonly string[],
  migrations: readonly SqlFile[],
): Promise<string[]> {
  for (const sql of setup) await db.exec(sql);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const applied = new Set(rows.map((row) => row.version));
  const pending = [...migrations]
    .sort((a, b) => a.version.localeCompare(b.version))
    .filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
  }
  return pending.map((migration) => migration.version);
}

/**
 * The embedded database, built once on this machine instead of in every browser: PGlite in
 * memory, the Supabase shim, the embedded sign-in, every migration and (for the browser) the demo
 * accounts, then compacted and dumped with `dumpDataDir('gzip')`. The browser opens it with
 * `loadDataDir` on a first visit (src/backend/embedded/browser-worker.ts).
 *
 * A snapshot is cached under node_modules/.cache, keyed by a hash of everything that shapes it:
 * the setup SQL, the migrations, the code that writes into it and the PGlite version (its data
 * directory format follows the Postgres version inside). A change to any of them builds a new one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { seedDemoAccounts } from '../../src/backend/embedded/demo-accounts';
import { migrate } from '../../src/backend/embedded/migrate';
import { SNAPSHOT_MARK_SQL } from '../../src/backend/embedded/snapshot-times';
import { embeddedSetup, migrationFiles } from '../../supabase/tests/engine/schema';
import { trimmedPgliteBundle } from './pglite-fs-bundle';
import { tarEntry } from './tar-entry';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SNAPSHOT_CACHE = path.join(ROOT, 'node_modules/.cache/database-snapshot');
/**
 * The code that writes into a snapshot: the migration runner (what it records), the demo seed,
 * the snapshot's mark, and this file (how a snapshot is built). A change builds a new snapshot.
 */
const BUILDER_SOURCES = [
  'src/backend/embedded/migrate.ts',
  'src/backend/embedded/demo-accounts.ts',
  'src/backend/embedded/snapshot-times.ts',
  'scripts/lib/database-snapshot.ts',
];

const PGLITE_DIST = path.join(ROOT, 'node_modules/@electric-sql/pglite/dist');

function pgliteVersion(): string {
  const file = path.join(PGLITE_DIST, '../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export interface SnapshotOptions {
  /** With the demo accounts (the browser's), or only the schema (the tests' template). */
  seed: boolean;
}

/** The hash that names a snapshot: same inputs, same snapshot. */
export function snapshotKey({ seed }: SnapshotOptions): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\nseed ${String(seed)}\n`);
  for (const sql of embeddedSetup()) hash.update(sql);
  for (const migration of migrationFiles())
    hash.update(`${migration.version}_${migration.name}\n${migration.sql}`);
  for (const file of BUILDER_SOURCES) hash.update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes the data directory small to download: a gzipped directory right after the migrations is
 * about 5 MB, this one about 1.2 MB.
 * - The template databases go: nothing creates a database here (PGlite opens `postgres` only),
 *   and each weighs about 1 MB compressed.
 * - The write-ahead log starts over in a fresh, zero-filled segment: the old one holds every
 *   change since initdb (2 MB compressed), which a database shut down cleanly no longer needs.
 * - The descriptions of Postgres's own objects go (about 90 kB compressed): only a person
 *   exploring the catalogue in psql reads them. Those of the schema's objects (oids from 16384,
 *   the first one initdb leaves to users) stay.
 */
async function compact(db: PGlite): Promise<void> {
  await db.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  // One statement each: several in one string run as one transaction, which DROP DATABASE refuses.
  await db.exec('drop database template0');
  await db.exec('drop database template1');
  await db.exec('delete from pg_description where objoid < 16384');
  await db.exec('vacuum full');
  // Without recycling, the checkpoint deletes the old segment instead of renaming it for reuse,
  // and the segment after the switch is created zero-filled.
  await db.exec('set wal_recycle = off; checkpoint; select pg_switch_wal(); checkpoint;');
}

/** Builds a snapshot now (about 5 s): the gzipped data directory. */
export async function buildSnapshot({ seed }: SnapshotOptions): Promise<Uint8Array> {
  // Segments of the write-ahead log of 1 MB, not 16: a browser copies the whole directory to
  // IndexedDB on a first visit and reads it back on every later one, and a 16 MB segment was
  // two thirds of it.
  const db = await PGlite.create({
    extensions: { pgcrypto },
    initDbStartParams: ['--wal-segsize=1'],
  });
  try {
    await migrate(db, embeddedSetup(), migrationFiles());
    if (seed) await seedDemoAccounts(db);
    await db.exec(SNAPSHOT_MARK_SQL);
    await compact(db);
    const dump = await db.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * A file of the cache, made by `build` when the cache has none under this key; older entries of
 * the same kind are deleted. Safe against a parallel build (the file appears whole, by rename).
 * The file's name becomes the asset's (`database.tar-<hash>.gz`).
 */
async function cachedFile(
  kind: string,
  key: string,
  name: string,
  build: () => Promise<Uint8Array>,
): Promise<string> {
  const dir = path.join(SNAPSHOT_CACHE, `${kind}-${key}`);
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return file;
  const bytes = await build();
  fs.mkdirSync(SNAPSHOT_CACHE, { recursive: true });
  for (const old of fs.readdirSync(SNAPSHOT_CACHE))
    if (old.startsWith(`${kind}-`))
      fs.rmSync(path.join(SNAPSHOT_CACHE, old), { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${String(process.pid)}.part`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return file;
}

/** The path of the snapshot for these options, built first if the cache has none yet. */
export function ensureSnapshot(options: SnapshotOptions): Promise<string> {
  return cachedFile(options.seed ? 'demo' : 'schema', snapshotKey(options), 'database.tar.gz', () =>
    buildSnapshot(options),
  );
}

/** The path of PGlite's trimmed file bundle (pglite-fs-bundle.ts) for the installed PGlite. */
export function ensureFsBundle(): Promise<string> {
  return cachedFile('files', pgliteVersion(), 'engine-files.data', () =>
    Promise.resolve(trimmedPgliteBundle(PGLITE_DIST)),
  );
}

/**
 * pgcrypto's library alone (3.2 MB, 1.1 MB gzipped), out of PGlite's extension archive: the
 * browser loads it only when a query first calls one of its functions (sign-in, two-step codes,
 * tokens), not to book. The extension's scripts are not needed there: the snapshot, and any
 * database a browser stored before, has the extension created already. Named .wasm, which it is
 * (a WebAssembly side module), so that hosts serve it compressed.
 */
export function ensurePgcryptoLibrary(): Promise<string> {
  return cachedFile('pgcrypto', pgliteVersion(), 'pgcrypto.wasm', () =>
    Promise.resolve(
      tarEntry(
        fs.readFileSync(path.join(PGLITE_DIST, 'pgcrypto.tar.gz')),
        'lib/postgresql/pgcrypto.so',
      ),
    ),
  );
}

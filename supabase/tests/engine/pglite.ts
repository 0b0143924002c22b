/**
 * The embedded engine: PGlite in memory, one connection, a fresh database per test file.
 *
 * Each file's database is loaded from a template: the schema migrated once (about 5 s) and
 * dumped, cached on disk until a migration or the setup changes (scripts/lib/database-snapshot.ts,
 * the same builder as the browser's snapshot, without the demo accounts). Loading takes under a
 * second where creating and migrating took about five. It runs on the browser's trimmed file
 * bundle too, so these tests also prove the browser is not missing a file the schema uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { ensureFsBundle, ensureSnapshot } from '../../../scripts/lib/database-snapshot';
import { createAuthUser, enterCaller } from './caller';
import { applyMigrations, ensureTestLawyer } from './schema';
import type { TestDatabase } from './types';

let template: Promise<{ data: Blob; files: Blob }> | undefined;

function loadTemplate(): Promise<{ data: Blob; files: Blob }> {
  template ??= (async () => {
    const read = (file: string) => new Blob([fs.readFileSync(path.resolve(file))]);
    return {
      data: read(await ensureSnapshot({ seed: false })),
      files: read(await ensureFsBundle()),
    };
  })();
  return template;
}

export async function openPgliteDatabase(): Promise<TestDatabase> {
  const { data, files } = await loadTemplate();
  const db = await PGlite.create({ extensions: { pgcrypto }, loadDataDir: data, fsBundle: files });
  // Nothing to apply on a current template; it keeps the tests on the migrations as they are.
  await applyMigrations(db);
  await ensureTestLawyer(db);
  return {
    engine: 'pglite',
    db,
    as: (caller, fn) =>
      db.transaction(async (tx) => {
        await enterCaller(tx, caller);
        return fn(tx);
      }),
    createUser: (email, role, options) => createAuthUser(db, email, role, options),
    close: () => db.close(),
  };
}

/** The embedded engine: PGlite in memory, one connection, a fresh database per test file. */
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createAuthUser, enterCaller } from './caller';
import { applyMigrations } from './schema';
import type { TestDatabase } from './types';

export async function openPgliteDatabase(): Promise<TestDatabase> {
  const db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  return {
    engine: 'pglite',
    db,
    as: (caller, fn) =>
      db.transaction(async (tx) => {
        await enterCaller(tx, caller);
        return fn(tx);
      }),
    createUser: (email, role) => createAuthUser(db, email, role),
    close: () => db.close(),
  };
}

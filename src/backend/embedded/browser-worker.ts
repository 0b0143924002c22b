// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { skipUnchangedSyncs, type EmscriptenFs } from './skip-unchanged-syncs';

export const DATABASE_NAME = 'idb://punto-legal';

/** Where PGlite mounts the IndexedDB-backed directory (its IDBFS code: /pglite/<name>). */
const STORED_DIRECTORY = `/pglite/${DATABASE_NAME.slice('idb://'.length)}`;

void worker({
  async init() {
    const db = await PGlite.create(DATABASE_NAME, { extensions: { pgcrypto, btree_gist } });
    skipUnchangedSyncs((db.Module as unknown as { FS: EmscriptenFs }).FS, STORED_DIRECTORY);
    return db;
  },
});

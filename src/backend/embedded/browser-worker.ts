// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { packDatabaseError } from '../worker-error-fields';
import { skipUnchangedSyncs, type EmscriptenFs } from './skip-unchanged-syncs';

export const DATABASE_NAME = 'idb://punto-legal';

/** Where PGlite mounts the IndexedDB-backed directory (its IDBFS code: /pglite/<name>). */
const STORED_DIRECTORY = `/pglite/${DATABASE_NAME.slice('idb://'.length)}`;

void worker({
  async init() {
    const db = await PGlite.create(DATABASE_NAME, { extensions: { pgcrypto, btree_gist } });
    skipUnchangedSyncs((db.Module as unknown as { FS: EmscriptenFs }).FS, STORED_DIRECTORY);
    // The worker passes the page an error's message only; keep the rule's code and hint in it.
    const execProtocol = db.execProtocol.bind(db);
    db.execProtocol = async (...args: Parameters<typeof execProtocol>) => {
      try {
        return await execProtocol(...args);
      } catch (error) {
        throw packDatabaseError(error);
      }
    };
    return db;
  },
});

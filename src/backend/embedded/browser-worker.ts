// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';

export const DATABASE_NAME = 'idb://punto-legal';

void worker({
  init: () => PGlite.create(DATABASE_NAME, { extensions: { pgcrypto, btree_gist } }),
});

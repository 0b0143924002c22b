// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import snapshotUrl from 'virtual:database-snapshot';
import { packDatabaseError } from '../worker-error-fields';
import { skipUnchangedSyncs, type EmscriptenFs } from './skip-unchanged-syncs';
import { hasStoredDatabase } from './stored-database';

export const DATABASE_NAME = 'idb://punto-legal';

/** Where PGlite mounts the IndexedDB-backed directory (its IDBFS code: /pglite/<name>). */
const STORED_DIRECTORY = `/pglite/${DATABASE_NAME.slice('idb://'.length)}`;

/**
 * The smallest valid WebAssembly module, given to PGlite instead of initdb's 130 kB: the database
 * is either stored already or loaded from the snapshot, so initdb never runs here.
 */
const NO_INITDB = new WebAssembly.Module(Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0, 0, 0));

/**
 * The snapshot, fetched while PGlite downloads and compiles its engine: PGlite reads the blob
 * only once the engine runs, so a stand-in that waits for the download lets both go at once.
 * Gzipped or not (a host may decompress it on the way), PGlite unpacks it.
 */
function snapshotBlob(): Blob {
  const download = fetch(snapshotUrl).then((response) => {
    if (!response.ok) throw new Error(`Snapshot: HTTP ${String(response.status)}`);
    return response.blob();
  });
  // Keep an early failure from counting as unhandled; PGlite's read reports it.
  download.catch(() => undefined);
  const standIn: Pick<Blob, 'type' | 'arrayBuffer'> = {
    type: '',
    arrayBuffer: () => download.then((blob) => blob.arrayBuffer()),
  };
  return standIn as Blob;
}

void worker({
  async init() {
    const stored = await hasStoredDatabase(STORED_DIRECTORY);
    // Only pgcrypto: the schema creates no other extension (hashes, tokens, TOTP codes).
    const db = await PGlite.create(DATABASE_NAME, {
      extensions: { pgcrypto },
      loadDataDir: stored ? undefined : snapshotBlob(),
      initdbWasmModule: NO_INITDB,
    });
    skipUnchangedSyncs((db.Module as unknown as { FS: EmscriptenFs }).FS, STORED_DIRECTORY, stored);
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

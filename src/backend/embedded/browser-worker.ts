// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { engineUrl, fsBundleUrl, pgcryptoUrl, snapshotUrl } from 'virtual:database-snapshot';
import { keepDatabaseErrorFields } from '../worker-error-fields';
import { START_MARKS } from './database-start-phases';
import { addOnDemandFile, type OnDemandFs } from './on-demand-file';
import { skipUnchangedSyncs, type EmscriptenFs } from './skip-unchanged-syncs';
import { hasStoredDatabase } from './stored-database';

export const DATABASE_NAME = 'idb://punto-legal';

/** Where PGlite mounts the IndexedDB-backed directory (its IDBFS code: /pglite/<name>). */
const STORED_DIRECTORY = `/pglite/${DATABASE_NAME.slice('idb://'.length)}`;

/** Where Postgres looks for pgcrypto's library ($libdir). */
const PGCRYPTO_LIBRARY = '/pglite/lib/postgresql/pgcrypto.so';

/**
 * The smallest valid WebAssembly module, given to PGlite instead of initdb's 130 kB: the database
 * is either stored already or loaded from the snapshot, so initdb never runs here.
 */
const NO_INITDB = new WebAssembly.Module(Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0, 0, 0));

/**
 * A download PGlite reads once its engine runs: a stand-in for the Blob that waits for the
 * download, so that it and PGlite's own downloads (the engine, its compilation) go at once.
 */
function downloadAsBlob(url: string): Blob {
  const download = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${String(response.status)}`);
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

/**
 * What a start needs, asked for as soon as this worker runs, before the page's code has loaded
 * and asked it to open the database. The engine compiles as it streams in, which also lets the
 * browser keep its compiled code for the next visit (a compile from bytes would not); the
 * snapshot is downloaded only for a browser that holds no database. A worker that does not lead
 * (another tab owns the database) asks too: the files come from the browser's cache then.
 */
performance.mark(START_MARKS.workerRunning);
const engine = WebAssembly.compileStreaming(fetch(engineUrl));
engine.catch(() => undefined);
const engineFiles = downloadAsBlob(fsBundleUrl);
const stored = hasStoredDatabase(STORED_DIRECTORY);
const snapshot = stored.then((found) => (found ? undefined : downloadAsBlob(snapshotUrl)));

void worker({
  async init() {
    performance.mark(START_MARKS.openAsked);
    // No extension is registered: the schema's only one, pgcrypto, exists in the database
    // already, and its library is a file read on demand (below), not PGlite's archive, which
    // every start would download and unpack.
    const db = await PGlite.create(DATABASE_NAME, {
      // The snapshot, gzipped or not (a host may decompress it on the way): PGlite unpacks it.
      loadDataDir: await snapshot,
      initdbWasmModule: NO_INITDB,
      pgliteWasmModule: await engine,
      fsBundle: engineFiles,
    });
    performance.mark(START_MARKS.engineOpen);
    const fs = (db.Module as unknown as { FS: EmscriptenFs & OnDemandFs }).FS;
    skipUnchangedSyncs(fs, STORED_DIRECTORY, await stored);
    addOnDemandFile(fs, PGCRYPTO_LIBRARY, pgcryptoUrl);
    // The worker passes the page an error's message only; keep the rule's code and hint in it.
    keepDatabaseErrorFields(db);
    return db;
  },
});

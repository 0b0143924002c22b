// The one tab that leads owns the database; the others reach it through PGliteWorker. This is
// what keeps two tabs from writing the same IndexedDB database at once and corrupting it.
import { PGlite } from '@electric-sql/pglite';
import { worker } from '@electric-sql/pglite/worker';
import { pgcryptoUrl } from 'virtual:database-snapshot';
import { keepDatabaseErrorFields } from '../worker-error-fields';
import { DATABASE_NAME, STORED_DIRECTORY } from './database-location';
import { START_MARKS } from './database-start-phases';
import { addOnDemandFile, type OnDemandFs } from './on-demand-file';
import { skipUnchangedSyncs, type EmscriptenFs } from './skip-unchanged-syncs';

/** Where Postgres looks for pgcrypto's library ($libdir). */
const PGCRYPTO_LIBRARY = '/pglite/lib/postgresql/pgcrypto.so';

/**
 * The smallest valid WebAssembly module, given to PGlite instead of initdb's 130 kB: the database
 * is either stored already or loaded from the snapshot, so initdb never runs here.
 */
const NO_INITDB = new WebAssembly.Module(Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0, 0, 0));

/** What the worker's entry (browser-worker.ts) started to download before this code arrived. */
export interface StartDownloads {
  /** PGlite's engine, compiled as it streamed in. */
  engine: Promise<WebAssembly.Module>;
  /** PGlite's file bundle. */
  engineFiles: Blob;
  /** Whether this browser holds the database already. */
  stored: Promise<boolean>;
  /** The snapshot, for a browser that holds none. */
  snapshot: Promise<Blob | undefined>;
}

/** Answers the page's PGliteWorker: opens the database when this tab leads. */
export function serveDatabase({ engine, engineFiles, stored, snapshot }: StartDownloads): void {
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
}

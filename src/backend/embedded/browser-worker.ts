// The database's worker. Its first lines ask for everything a start needs, so the downloads and
// the engine's compilation begin the moment the worker runs; the code that opens the database
// (PGlite, about 100 kB) arrives meanwhile.
import { engineUrl, fsBundleUrl, snapshotUrl } from 'virtual:database-snapshot';
import { STORED_DIRECTORY } from './database-location';
import { START_MARKS } from './database-start-phases';
import { hasStoredDatabase } from './stored-database';

/**
 * A download PGlite reads once its engine runs: a stand-in for the Blob that waits for the
 * download, so that the download starts now, with the others, not when PGlite asks for it.
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

void import('./worker-database').then(({ serveDatabase }) => {
  serveDatabase({ engine, engineFiles, stored, snapshot });
});

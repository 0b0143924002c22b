/**
 * Whether this browser already holds the embedded database: PGlite's IndexedDB copy (Emscripten's
 * IDBFS: one IndexedDB database per mounted directory, named by its path, files keyed by path)
 * has the directory's PG_VERSION, the file PGlite itself checks before it resumes a database.
 * Asking never creates the IndexedDB database.
 */
export function hasStoredDatabase(
  directory: string,
  idb: IDBFactory = indexedDB,
): Promise<boolean> {
  return new Promise((resolve) => {
    let created = false;
    const request = idb.open(directory);
    request.onupgradeneeded = () => {
      // There was none: undo the creation this open would make.
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => {
      resolve(false);
    };
    request.onsuccess = () => {
      const db = request.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (created || !db.objectStoreNames.contains('FILE_DATA')) {
        done(false);
        return;
      }
      const key = db
        .transaction('FILE_DATA', 'readonly')
        .objectStore('FILE_DATA')
        .getKey(`${directory}/PG_VERSION`);
      key.onsuccess = () => {
        done(key.result !== undefined);
      };
      key.onerror = () => {
        done(false);
      };
    };
  });
}

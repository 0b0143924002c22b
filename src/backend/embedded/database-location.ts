/** The browser's database: PGlite's name for it, stored in IndexedDB. */
export const DATABASE_NAME = 'idb://punto-legal';

/**
 * Where PGlite mounts that IndexedDB-backed directory (its IDBFS code: /pglite/<name>), which is
 * also the name of the IndexedDB database that holds its files.
 */
export const STORED_DIRECTORY = `/pglite/${DATABASE_NAME.slice('idb://'.length)}`;

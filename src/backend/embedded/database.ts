import type { PGliteInterface } from '@electric-sql/pglite';

/**
 * An open embedded database: PGlite in Node or PGliteWorker in the browser. Both can copy their
 * files to storage on demand (syncToFs), which PGlite's shared interface does not declare.
 */
export type EmbeddedDatabase = PGliteInterface & { syncToFs(): Promise<void> };

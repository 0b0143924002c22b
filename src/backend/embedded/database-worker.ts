import { START_MARKS } from './database-start-phases';

/**
 * Starts the worker that runs the embedded database. Kept apart from the rest of the embedded
 * backend (browser.ts and what it imports, about 100 kB) so that a page can start the worker as
 * soon as this small module arrives: the worker begins downloading and compiling the engine and
 * the data while the page's own code is still loading.
 */
export function startDatabaseWorker(): Worker {
  performance.mark(START_MARKS.workerCreated);
  return new Worker(new URL('./browser-worker.ts', import.meta.url), { type: 'module' });
}

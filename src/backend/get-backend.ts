import type { BackendPort } from './port';

let started: Promise<BackendPort> | undefined;
let opened: BackendPort | undefined;

/**
 * The embedded database: its worker starts as soon as its small module arrives, in parallel with
 * the embedded backend's code, which then opens the database through it. A start that fails stops
 * the worker it started, so that the next one's worker can own the database.
 */
function openEmbedded(): Promise<BackendPort> {
  const worker = import('./embedded/database-worker').then((module) =>
    module.startDatabaseWorker(),
  );
  const opened = Promise.all([worker, import('./embedded/browser')]).then(([started, module]) =>
    module.openBrowserBackend(started),
  );
  opened.catch(() => worker.then((started) => started.terminate()).catch(() => undefined));
  return opened;
}

function open(): Promise<BackendPort> {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  return url && key
    ? import('./supabase/open').then((module) => module.openSupabaseBackend(url, key))
    : openEmbedded();
}

/**
 * The backend, started on first use and shared by every page after that: hosted Supabase when
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set, else the embedded database. Both are
 * imported lazily, so no public page downloads a database or a Supabase client.
 *
 * Only a start that succeeds, or is still under way, is shared: a failed one is forgotten, so the
 * next call starts again (a page's 'Reintentar' works without a reload).
 */
export function getBackend(): Promise<BackendPort> {
  if (started) return started;
  const attempt = open().then(
    (backend) => {
      opened = backend;
      // For the browser's performance panel and `npm run bench:db`: when pages could use it.
      performance.mark('backend-ready');
      return backend;
    },
    (error: unknown) => {
      if (started === attempt) started = undefined;
      throw error;
    },
  );
  started = attempt;
  return attempt;
}

/**
 * Starts the backend again, giving up on a start that failed or is taking too long (a worker
 * that never answers, a download that stalled). A backend that has started is kept.
 */
export function restartBackend(): Promise<BackendPort> {
  if (opened) return Promise.resolve(opened);
  started = undefined;
  return getBackend();
}

import { PGliteWorker } from '@electric-sql/pglite/worker';
import type { BackendPort } from '../port';
import { EMBEDDED_SETUP, MIGRATIONS } from './browser-sql';
import { seedDemoAccounts } from './demo-accounts';
import { createEmbeddedBackend } from './embedded-backend';
import { localSessionStore } from './local-session-store';
import { migrate } from './migrate';

/**
 * Starts the embedded backend in the browser: real Postgres (PGlite, WebAssembly) in IndexedDB,
 * brought up to date with the same migrations as hosted Supabase. Loaded only by pages that
 * need data; public pages never download it.
 */
export async function openBrowserBackend(): Promise<BackendPort> {
  const db = await PGliteWorker.create(
    new Worker(new URL('./browser-worker.ts', import.meta.url), { type: 'module' }),
  );
  // Several tabs may start at once: only one migrates and seeds at a time.
  await navigator.locks.request('punto-legal-base-de-datos', async () => {
    await migrate(db, EMBEDDED_SETUP, MIGRATIONS);
    await seedDemoAccounts(db);
  });
  // Benchmark builds only (npm run bench:admin): the raw database, to seed 10,000 bookings. The
  // condition is a build-time constant, so other builds do not contain this line.
  if (import.meta.env.VITE_BENCH === '1') Object.assign(window, { __puntoLegalBenchDb: db });
  return createEmbeddedBackend(db, localSessionStore());
}

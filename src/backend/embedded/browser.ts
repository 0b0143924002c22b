import { PGliteWorker } from '@electric-sql/pglite/worker';
import { registerHumanCheckDialog } from '../../components/human-check/register-human-check';
import type { BackendPort } from '../port';
import { EMBEDDED_SETUP, MIGRATIONS } from './browser-sql';
import { seedDemoAccounts } from './demo-accounts';
import { START_MARKS } from './database-start-phases';
import { createEmbeddedBackend } from './embedded-backend';
import { localSessionStore } from './local-session-store';
import { migrate } from './migrate';
import { adoptSnapshot } from './snapshot-times';

/**
 * Starts the embedded backend in the browser: real Postgres (PGlite, WebAssembly) in IndexedDB.
 * A first visit starts from the snapshot built with the site (migrated and seeded already); a
 * browser that holds a database, older or not, gets the migrations it lacks, as hosted Supabase
 * does. Loaded only by pages that need data; public pages never download it. `worker` runs the
 * database (database-worker.ts), started before this module arrived.
 */
export async function openBrowserBackend(worker: Worker): Promise<BackendPort> {
  // Each step of the start is marked for the browser's performance panel and npm run bench:db
  // (the worker marks its own: database-start-phases.ts).
  performance.mark(START_MARKS.codeLoaded);
  const db = await PGliteWorker.create(worker);
  performance.mark(START_MARKS.opened);
  // Several tabs may start at once: only one migrates and seeds at a time.
  await navigator.locks.request('punto-legal-base-de-datos', async () => {
    await adoptSnapshot(db);
    performance.mark(START_MARKS.adopted);
    await migrate(db, EMBEDDED_SETUP, MIGRATIONS);
    performance.mark(START_MARKS.migrated);
    // A snapshot has the demo accounts already; this seeds a database that was stored empty.
    await seedDemoAccounts(db);
    performance.mark(START_MARKS.seeded);
  });
  // Benchmark builds only (npm run bench:admin): the raw database, to seed 10,000 bookings. The
  // condition is a build-time constant, so other builds do not contain this line.
  if (import.meta.env.VITE_BENCH === '1') Object.assign(window, { __puntoLegalBenchDb: db });
  registerHumanCheckDialog();
  return createEmbeddedBackend(db, localSessionStore(), undefined, { schedule: true });
}

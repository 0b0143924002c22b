/**
 * The names of the marks a start of the embedded database leaves in the browser's performance
 * timeline, in order: the page's (browser.ts) and its worker's (browser-worker.ts, in the worker's
 * own timeline). The browser's performance panel shows them; `npm run bench:db` prints them.
 */
export const START_MARKS = {
  /** Page: the worker is created (its script begins to download). */
  workerCreated: 'db:worker-created',
  /** Worker: its code ran, and asked for the engine, its files and the snapshot. */
  workerRunning: 'db:worker-running',
  /** Page: the embedded backend's code has loaded. */
  codeLoaded: 'db:code-loaded',
  /** Worker: the page asked it to open the database. */
  openAsked: 'db:open-asked',
  /** Worker: Postgres runs on the stored database or the snapshot. */
  engineOpen: 'db:engine-open',
  /** Page: the worker answers queries. */
  opened: 'db:opened',
  /** Page: a snapshot opened for the first time has its seed's times moved to now. */
  adopted: 'db:snapshot-adopted',
  /** Page: the migrations are checked (and any missing applied). */
  migrated: 'db:migrations-checked',
  /** Page: the demo accounts are checked. */
  seeded: 'db:seed-checked',
} as const;

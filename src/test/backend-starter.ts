import type { BackendPort } from '@/backend/port';
import { fakeBackend } from './fake-backend';

/**
 * A stand-in for '@/backend/get-backend' that a test steers: each start (first or retried)
 * counts, takes the next of `upcoming` (a start that fails, or never ends) and otherwise
 * succeeds with `current`. Mock the module with it, without closing over imports:
 * `vi.mock('@/backend/get-backend', async () => (await import('@/test/backend-starter')).backendStarter)`.
 * This module imports nothing that needs the backend, so the mock cannot wait on itself.
 */
export const backends: {
  current: BackendPort;
  starts: number;
  upcoming: (() => Promise<BackendPort>)[];
} = { current: fakeBackend(), starts: 0, upcoming: [] };

function start(): Promise<BackendPort> {
  backends.starts += 1;
  return backends.upcoming.shift()?.() ?? Promise.resolve(backends.current);
}

export const backendStarter = { getBackend: start, restartBackend: start };

/** Steers the starts of the next test from a clean state. */
export function resetBackendStarts(current: BackendPort): void {
  backends.current = current;
  backends.starts = 0;
  backends.upcoming = [];
}

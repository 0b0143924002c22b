import type { BackendPort } from './port';

let backend: Promise<BackendPort> | undefined;

/**
 * The backend, started on first use and shared by every page after that. The adapter is imported
 * lazily, so no public page downloads a database or a Supabase client.
 */
export function getBackend(): Promise<BackendPort> {
  backend ??= import('./embedded/browser').then((module) => module.openBrowserBackend());
  return backend;
}

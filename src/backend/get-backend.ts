import type { BackendPort } from './port';

let backend: Promise<BackendPort> | undefined;

/**
 * The backend, started on first use and shared by every page after that: hosted Supabase when
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set, else the embedded database. Both are
 * imported lazily, so no public page downloads a database or a Supabase client.
 */
export function getBackend(): Promise<BackendPort> {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const key = import.meta.env.VITE_SUPABASE_ANON_KEY;
  backend ??=
    url && key
      ? import('./supabase/open').then((module) => module.openSupabaseBackend(url, key))
      : import('./embedded/browser').then((module) => module.openBrowserBackend());
  return backend;
}

import { createClient } from '@supabase/supabase-js';
import type { BackendPort } from '../port';
import { fetchWithScreen } from '../screen';
import { createSupabaseBackend } from './supabase-backend';

/** Hosted Supabase: loaded only when configured, and only by pages that need data. */
export function openSupabaseBackend(url: string, anonKey: string): BackendPort {
  const client = createClient(url, anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      // /auth completes links itself (exchangeCode), so it can show what happened.
      detectSessionInUrl: false,
    },
    // Each REST request names the staff screen it came from, for the audit trail.
    global: { fetch: fetchWithScreen((input, init) => globalThis.fetch(input, init)) },
  });
  return createSupabaseBackend(client);
}

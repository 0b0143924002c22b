import { createClient } from '@supabase/supabase-js';
import { registerHumanCheckDialog } from '../../components/human-check/register-human-check';
import type { BackendPort } from '../port';
import { fetchWithScreen } from '../screen';
import { fetchWithHumanCheck, hostedPassExchange } from './human-check-fetch';
import { createSupabaseBackend } from './supabase-backend';

/** Hosted Supabase: loaded only when configured, and only by pages that need data. */
export function openSupabaseBackend(url: string, anonKey: string): BackendPort {
  const exchange = hostedPassExchange(() => client);
  const client = createClient(url, anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      // /auth completes links itself (exchangeCode), so it can show what happened.
      detectSessionInUrl: false,
    },
    // Each REST request names the staff screen it came from, for the audit trail; a request the
    // database refuses for want of a person is repeated once with a human pass.
    global: {
      fetch: fetchWithHumanCheck(
        fetchWithScreen((input, init) => globalThis.fetch(input, init)),
        exchange,
      ),
    },
  });
  registerHumanCheckDialog();
  return createSupabaseBackend(client);
}

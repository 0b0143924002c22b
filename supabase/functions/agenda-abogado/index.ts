/**
 * Entry point in Supabase's Edge runtime (public: verify_jwt = false, since calendar apps send no
 * authorization; the secret in the address is the key). No secrets of its own: SUPABASE_URL and
 * the project's service key come from the platform.
 */
import { serve, serviceClient } from '../_shared/deno-env.ts';
import { createAgendaHandler } from './handler.ts';
import { createHostedAgendaStore } from './hosted-store.ts';

serve(createAgendaHandler({ store: createHostedAgendaStore(serviceClient()) }));

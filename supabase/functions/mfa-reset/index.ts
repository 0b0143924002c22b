/** Entry point in Supabase's Edge runtime. No secrets of its own: the platform's URL and keys. */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { serve, serviceClient } from '../_shared/deno-env.ts';
import { createMfaResetHandler } from './handler.ts';
import { createMfaResetStore } from './hosted-store.ts';

serve(createMfaResetHandler({ store: createMfaResetStore(serviceClient(), hostedVerifier()) }));

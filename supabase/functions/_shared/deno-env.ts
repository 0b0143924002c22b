/**
 * What the Edge runtime (Deno) gives every function: its environment (function secrets, and
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the platform) and a service-role client.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

declare const Deno: {
  env: { get(name: string): string | undefined; toObject(): Record<string, string> };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

export const env = (name: string): string | undefined => Deno.env.get(name);
export const allEnv = (): Record<string, string> => Deno.env.toObject();
export const serve = (handler: (request: Request) => Promise<Response>): unknown =>
  Deno.serve(handler);

export const serviceClient = (): SupabaseClient =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- supabase-js's untyped client
  createClient(env('SUPABASE_URL') ?? '', env('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
    auth: { persistSession: false, autoRefreshToken: false },
  });

/** The public site, where clients land after paying (SITE_URL). */
export const siteUrl = (): string =>
  (env('SITE_URL') ?? 'https://puntolegal.cl').replace(/\/+$/, '');

/** This project's functions, e.g. https://<ref>.supabase.co/functions/v1 */
export const functionsUrl = (): string =>
  `${(env('SUPABASE_URL') ?? '').replace(/\/+$/, '')}/functions/v1`;

/** The runtime's fetch, called late so tests and the runtime may replace it. */
export const fetchWithGlobal: typeof fetch = (input, init) => fetch(input, init);

/**
 * What the Edge runtime (Deno) gives every function: its environment (function secrets, and
 * SUPABASE_URL and the project's API keys from the platform) and a service-role client, with the
 * project's secret key or its legacy service_role key (auth/public-keys.ts).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { serviceApiKey } from './auth/public-keys.ts';

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
  createClient(env('SUPABASE_URL') ?? '', serviceApiKey(env), {
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

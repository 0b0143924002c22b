/**
 * A stand-in for a Supabase project's API, for the Edge Functions started under Deno by
 * `npm run test:deno` (SUPABASE_URL points here). It answers what a function asks on a call that
 * is refused or finds nothing, and no more:
 *
 * - GET /auth/v1/.well-known/jwks.json: the given key set, so that tokens signed with its private
 *   key verify as a project's own;
 * - POST /rest/v1/rpc/<name>: a SQL function that returns no rows ([]);
 * - GET /rest/v1/<table>: no rows, except the profiles of `admins` (active admins);
 * - anything else (Auth's admin API, Storage, other methods): 404 with PostgREST's error shape.
 *
 * Each call is recorded ('GET /rest/v1/profiles'), to show what a function asked when it fails.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback, sendJson } from '../../e2e/loopback-server.ts';

export const JWKS_PATH = '/auth/v1/.well-known/jwks.json';

export interface SupabaseStandIn {
  /** What SUPABASE_URL names, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Each call as 'METHOD /path', in order. */
  calls: string[];
  close(): Promise<void>;
}

export interface SupabaseStandInOptions {
  jwks: { keys: unknown[] };
  /** User ids whose profile is an active admin's. */
  admins: readonly string[];
}

function answer(url: URL, method: string, options: SupabaseStandInOptions): [number, unknown] {
  if (method === 'GET' && url.pathname === JWKS_PATH) return [200, options.jwks];
  if (method === 'POST' && url.pathname.startsWith('/rest/v1/rpc/')) return [200, []];
  if (method === 'GET' && url.pathname === '/rest/v1/profiles') {
    const userId = url.searchParams.get('user_id')?.replace(/^eq\./, '') ?? '';
    return [200, options.admins.includes(userId) ? [{ role: 'admin', is_active: true }] : []];
  }
  if (method === 'GET' && /^\/rest\/v1\/[a-z_]+$/.test(url.pathname)) return [200, []];
  return [
    404,
    {
      code: 'PGRST000',
      message: `El sustituto de Supabase no responde ${method} ${url.pathname}`,
      details: null,
      hint: null,
    },
  ];
}

export async function startSupabaseStandIn(
  options: SupabaseStandInOptions,
): Promise<SupabaseStandIn> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    // The body is not read: every answer here is the same whatever was asked.
    request.resume();
    const [status, body] = answer(url, method, options);
    sendJson(response, status, body);
  });
  await listenOnLoopback(server, 0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * A service-role supabase-js client for tests, whose requests (PostgREST, Supabase Auth's admin
 * API) are recorded and answered by the test, so the stores run as they would against a project.
 */
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { TEST_SUPABASE_URL } from './tokens.ts';

export interface RecordedCall {
  method: string;
  /** The path and query, e.g. /rest/v1/rpc/abrir_aviso */
  path: string;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** A PostgREST refusal, as a SQL function raising with a hint. */
export const refusal = (hint: string, message: string): FakeAnswer => ({
  status: 400,
  body: { code: 'P0001', message, details: null, hint },
});

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

type WebSocketConstructor = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;

/** Realtime is never opened here; Node 20 has no WebSocket for supabase-js to find on its own. */
function NoWebSocket(): never {
  throw new Error('Estas pruebas no abren Realtime');
}

export function fakeSupabase(answer: (call: RecordedCall) => FakeAnswer | undefined): {
  client: SupabaseClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: text === '' ? null : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const { status, body } = answer(call) ?? { status: 404, body: { message: 'Sin respuesta' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the untyped client
  const client: SupabaseClient = createClient(TEST_SUPABASE_URL, 'clave-de-servicio', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
    realtime: { transport: NoWebSocket as unknown as WebSocketConstructor },
  });
  return { client, calls };
}

/** The calls of one SQL function. */
export const rpcCalls = (calls: RecordedCall[], name: string): RecordedCall[] =>
  calls.filter((call) => call.method === 'POST' && call.path === `/rest/v1/rpc/${name}`);

/** The profiles row the stores read to tell an active admin, for any user in `admins`. */
export function profilesAnswer(call: RecordedCall, admins: string[]): FakeAnswer | undefined {
  if (call.method !== 'GET' || !call.path.startsWith('/rest/v1/profiles?')) return undefined;
  const userId = new URL(call.path, TEST_SUPABASE_URL).searchParams.get('user_id')?.slice(3);
  return ok(admins.includes(userId ?? '') ? [{ role: 'admin', is_active: true }] : []);
}

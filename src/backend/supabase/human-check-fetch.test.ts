// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { setHumanCheckSolver, type HumanCheckSolver } from '../human-check';
import { fetchWithHumanCheck, hostedPassExchange } from './human-check-fetch';
import { createSupabaseBackend } from './supabase-backend';

const PASS = 'f'.repeat(64);
const TOKEN = '0b7c8f1e-3a52-4d7e-9a61-5f2d0c4b9e11';
const NEEDS_PERSON = {
  code: 'PT428',
  details: null,
  hint: 'verificacion_humana',
  message: 'Confirma que eres una persona para continuar.',
};

interface Seen {
  path: string;
  pass: string | null;
  body: string;
}

/**
 * A project that wants a person for the newsletter until the request carries the pass that
 * verificar-humano issued for the stand-in's token.
 */
function project() {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = await request.text();
    seen.push({ path, pass: request.headers.get('x-pase-humano'), body });
    const reply = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/functions/v1/verificar-humano')
      return (JSON.parse(body) as { token: string }).token === 'token-bueno'
        ? reply(200, { pase: PASS })
        : reply(403, {
            codigo: 'verificacion_fallida',
            error: 'No pudimos confirmar que eres una persona. Inténtalo de nuevo.',
          });
    if (path === '/rest/v1/rpc/suscribir_newsletter')
      return request.headers.get('x-pase-humano') === PASS
        ? reply(200, { nuevo: true, token_baja: TOKEN })
        : reply(428, NEEDS_PERSON);
    if (path === '/functions/v1/otra-funcion')
      return reply(428, { codigo: 'verificacion_humana', error: NEEDS_PERSON.message });
    return reply(200, []);
  };
  const exchange = hostedPassExchange(() => client);
  const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
    global: { fetch: fetchWithHumanCheck(fetch, exchange) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { backend: createSupabaseBackend(client), client, seen };
}

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());
const solveWith = (solver: HumanCheckSolver) => (unregister = setHumanCheckSolver(solver));

describe('the human check on hosted Supabase', () => {
  it('repeats the refused request once, with the pass in x-pase-humano', async () => {
    solveWith((exchange) => exchange('token-bueno'));
    const { backend, seen } = project();
    await expect(backend.newsletter.subscribe('lectora@ejemplo.cl', '2.0')).resolves.toEqual({
      result: 'suscrito',
      tokenBaja: TOKEN,
    });
    expect(seen.map((s) => [s.path, s.pass])).toEqual([
      ['/rest/v1/rpc/suscribir_newsletter', null],
      ['/functions/v1/verificar-humano', null],
      ['/rest/v1/rpc/suscribir_newsletter', PASS],
    ]);
    // The same request: the same arguments.
    expect(seen[2]?.body).toBe(seen[0]?.body);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ token: 'token-bueno' });
  });

  it('hands the form the original refusal when the person cancels', async () => {
    solveWith(() => Promise.resolve(null));
    const { backend, seen } = project();
    await expect(backend.newsletter.subscribe('lectora@ejemplo.cl', '2.0')).rejects.toMatchObject({
      code: 'verificacion_humana',
      message: NEEDS_PERSON.message,
    });
    expect(seen).toHaveLength(1);
  });

  it('lets the dialog show why a token was refused', async () => {
    let refusal: unknown;
    solveWith(async (exchange) => {
      refusal = await exchange('token-malo').catch((error: unknown) => error);
      return null;
    });
    const { backend } = project();
    await expect(backend.newsletter.subscribe('lectora@ejemplo.cl', '2.0')).rejects.toMatchObject({
      code: 'verificacion_humana',
    });
    expect(refusal).toMatchObject({
      message: 'No pudimos confirmar que eres una persona. Inténtalo de nuevo.',
    });
  });

  it('also repeats a function’s call that asks for a person', async () => {
    const solver = vi.fn<HumanCheckSolver>(() => Promise.resolve(PASS));
    solveWith(solver);
    const { client, seen } = project();
    await client.functions.invoke('otra-funcion', { body: { a: 1 } });
    expect(seen.map((s) => [s.path, s.pass])).toEqual([
      ['/functions/v1/otra-funcion', null],
      ['/functions/v1/otra-funcion', PASS],
    ]);
    expect(solver).toHaveBeenCalledTimes(1);
  });

  it('leaves other answers alone', async () => {
    const solver = vi.fn<HumanCheckSolver>(() => Promise.resolve(PASS));
    solveWith(solver);
    const { backend, seen } = project();
    await backend.newsletter.mine();
    expect(seen).toHaveLength(1);
    expect(solver).not.toHaveBeenCalled();
  });
});

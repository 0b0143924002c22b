import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SITEVERIFY_PATH,
  STAND_IN_SECRET_KEY,
  startTurnstileSimulator,
  type StandInMode,
} from '../../../e2e/turnstile-simulator';
import { fakeSupabase, ok, refusal, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import {
  createHumanCheckHandler,
  INVALID_TOKEN_ERROR,
  NOT_A_PERSON_ERROR,
  UNAVAILABLE_ERROR,
  type HumanCheckDeps,
} from './handler.ts';
import { createPassIssuer } from './hosted-store.ts';

const PASS = 'ab'.repeat(32);

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = await startTurnstileSimulator(0);
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  await fetch(`${base}/control/reset`, { method: 'POST' });
});

/** A token from the stand-in, as its widget gets one. */
async function solved(action = 'verificacion_humana', hostname = 'puntolegal.cl') {
  const answer = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, hostname }),
  });
  return ((await answer.json()) as { token: string }).token;
}

const setMode = (modo: StandInMode) =>
  fetch(`${base}/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ modo }),
  });

/** The project's database as PostgREST answers the service role. */
function project(answer = ok(PASS)) {
  return fakeSupabase((call) =>
    call.path === '/rest/v1/rpc/emitir_pase_humano' ? answer : undefined,
  );
}

function hosted(overrides: Partial<HumanCheckDeps> = {}, database = project()) {
  const handle = createHumanCheckHandler({
    secretKey: STAND_IN_SECRET_KEY,
    verifyUrl: `${base}${SITEVERIFY_PATH}`,
    issuePass: createPassIssuer(database.client),
    fetch: (input, init) => fetch(input, init),
    timeoutMs: 2000,
    ...overrides,
  });
  return { handle, calls: database.calls };
}

const post = (body: unknown) =>
  new Request('https://proyecto.supabase.co/functions/v1/verificar-humano', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown, text };
}

describe('verificar-humano', () => {
  it('turns a verified token into a pass issued with the service role (hosted)', async () => {
    const { handle, calls } = hosted();
    const result = await answer(await handle(post({ token: await solved() })));
    expect(result).toMatchObject({ status: 200, body: { pase: PASS } });
    expect(rpcCalls(calls, 'emitir_pase_humano')).toHaveLength(1);
  });

  it('only approves the token in the embedded mode’s relay: the browser issues the pass', async () => {
    const { handle, calls } = hosted({ issuePass: undefined });
    const result = await answer(await handle(post({ token: await solved() })));
    expect(result).toMatchObject({ status: 200, body: { aprobado: true } });
    expect(calls).toHaveLength(0);
  });

  it('refuses a token used once already, and issues nothing for it', async () => {
    const token = await solved();
    const { handle, calls } = hosted();
    expect((await handle(post({ token }))).status).toBe(200);
    const again = await answer(await handle(post({ token })));
    expect(again).toMatchObject({
      status: 403,
      body: { codigo: 'verificacion_fallida', error: NOT_A_PERSON_ERROR },
    });
    expect(again.text).not.toMatch(/timeout-or-duplicate/);
    expect(rpcCalls(calls, 'emitir_pase_humano')).toHaveLength(1);
  });

  it('refuses an invented token, one solved for another action or another site', async () => {
    const { handle, calls } = hosted({ hostnames: ['puntolegal.cl'] });
    for (const token of [
      'SIM.inventado',
      await solved('otra_accion'),
      await solved('verificacion_humana', 'sitio-ajeno.example'),
    ]) {
      expect(await answer(await handle(post({ token })))).toMatchObject({
        status: 403,
        body: { codigo: 'verificacion_fallida' },
      });
    }
    expect(calls).toHaveLength(0);
  });

  it('answers a fixed message when siteverify refuses or fails, without its detail', async () => {
    const { handle, calls } = hosted();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setMode('rechazar');
    expect(await answer(await handle(post({ token: await solved() })))).toMatchObject({
      status: 403,
      body: { codigo: 'verificacion_fallida', error: NOT_A_PERSON_ERROR },
    });
    await setMode('caido');
    const down = await answer(await handle(post({ token: await solved() })));
    expect(down).toMatchObject({
      status: 503,
      body: { codigo: 'no_disponible', error: UNAVAILABLE_ERROR },
    });
    expect(down.text).not.toContain(base);
    expect(down.text).not.toMatch(/internal|HTTP/);
    // Nothing listens here: the connection fails.
    const unreachable = hosted({ verifyUrl: 'http://127.0.0.1:9/turnstile/v0/siteverify' });
    const nobody = await answer(await unreachable.handle(post({ token: 'SIM.x' })));
    expect(nobody).toMatchObject({ status: 503, body: { error: UNAVAILABLE_ERROR } });
    expect(nobody.text).not.toContain('127.0.0.1');
    expect(calls).toHaveLength(0);
    expect(logged).toHaveBeenCalled();
  });

  it('without the secret key, or with a wrong one, verifies nothing and says it is unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const secretKey of [undefined, '  ', 'otra-clave']) {
      const { handle, calls } = hosted({ secretKey });
      expect(await answer(await handle(post({ token: await solved() })))).toMatchObject({
        status: 503,
        body: { codigo: 'no_disponible', error: UNAVAILABLE_ERROR },
      });
      expect(calls).toHaveLength(0);
    }
  });

  it('refuses a malformed body before asking anyone', async () => {
    const seen: unknown[] = [];
    const { handle } = hosted({
      fetch: (input, init) => {
        seen.push(input);
        return fetch(input, init);
      },
    });
    for (const body of [
      'no es json',
      {},
      { token: 42 },
      { token: '' },
      { token: 'x'.repeat(2049) },
    ])
      expect(await answer(await handle(post(body)))).toMatchObject({
        status: 400,
        body: { codigo: 'token_invalido', error: INVALID_TOKEN_ERROR },
      });
    expect((await handle(new Request('https://x.test/', { method: 'GET' }))).status).toBe(405);
    expect((await handle(new Request('https://x.test/', { method: 'OPTIONS' }))).status).toBe(204);
    expect(seen).toEqual([]);
  });

  it('passes on the database’s refusal to issue more passes, and hides any other failure', async () => {
    const capped = hosted(
      {},
      project(
        refusal(
          'limite_global',
          'Estamos recibiendo muchas verificaciones. Intenta en unos minutos.',
        ),
      ),
    );
    expect(await answer(await capped.handle(post({ token: await solved() })))).toMatchObject({
      status: 429,
      body: { codigo: 'limite_global' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = hosted({}, project(ok(null)));
    expect(await answer(await broken.handle(post({ token: await solved() })))).toMatchObject({
      status: 503,
      body: { codigo: 'no_disponible', error: UNAVAILABLE_ERROR },
    });
  });
});

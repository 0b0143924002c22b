/**
 * Under Deno: when the site is flooded the database asks for a person, and the function answers
 * 428 with the check's code (the browser's fetch then shows the check and repeats the call); the
 * repeat's pass travels on to the database in the x-pase-humano header, through supabase-js.
 */
import assert from 'node:assert/strict';
import { fakeSupabase, ok, refusal, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { createRightsCodeHandler } from './handler.ts';
import { createRightsCodeRequester } from './hosted-store.ts';

const PASS = 'ab'.repeat(32);
const ASK = 'Confirma que eres una persona para continuar.';

/** A webhook on a loopback port that accepts every notice. */
function webhook() {
  const server = deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, () =>
    Promise.resolve(Response.json({ aceptado: true })),
  );
  return {
    url: `http://127.0.0.1:${String(server.addr.port)}/hook`,
    close: () => server.shutdown(),
  };
}

const post = (pass?: string) =>
  new Request('http://127.0.0.1/functions/v1/derechos-codigo', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(pass ? { 'x-pase-humano': pass } : {}),
    },
    body: JSON.stringify({ email: 'ana@ejemplo.cl' }),
  });

deno.test('asks for a person with 428, and passes the pass of the repeat on', async () => {
  const hook = webhook();
  try {
    const database = fakeSupabase((call) =>
      call.path === '/rest/v1/rpc/pedir_codigo_derechos'
        ? call.headers.get('x-pase-humano') === PASS
          ? ok({ enviado: true, codigo: '048213' })
          : refusal('verificacion_humana', ASK)
        : undefined,
    );
    const handle = createRightsCodeHandler({
      requestCode: createRightsCodeRequester(database.client),
      webhookUrl: hook.url,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
    });
    const asked = await handle(post());
    assert.equal(asked.status, 428);
    assert.deepEqual(await asked.json(), { codigo: 'verificacion_humana', error: ASK });
    const repeated = await handle(post(PASS));
    assert.equal(repeated.status, 200);
    assert.deepEqual(await repeated.json(), { enviado: true });
    const sent = rpcCalls(database.calls, 'pedir_codigo_derechos');
    assert.deepEqual(
      sent.map((call) => call.headers.get('x-pase-humano')),
      [null, PASS],
    );
  } finally {
    await hook.close();
  }
});

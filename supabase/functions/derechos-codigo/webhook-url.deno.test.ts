/**
 * Under Deno, whose fetch errors name the URL (in their cause): when the webhook refuses the
 * connection, the code request answers its fixed message and the server's log names the failure
 * with the URL masked.
 */
import assert from 'node:assert/strict';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { createRightsCodeHandler, SEND_FAILED_ERROR } from './handler.ts';

const SECRET = 'codigo-secreto-0123456789abcdef';

deno.test('a refused webhook leaves its URL out of the answer and the server’s log', async () => {
  const listener = deno.listen({ hostname: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${String(listener.addr.port)}/hook/${SECRET}`;
  listener.close();

  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  let answer = '';
  try {
    const handle = createRightsCodeHandler({
      requestCode: () => Promise.resolve('048213'),
      webhookUrl: url,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
    });
    const response = await handle(
      new Request('http://127.0.0.1/functions/v1/derechos-codigo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@ejemplo.cl' }),
      }),
    );
    answer = await response.text();
  } finally {
    console.error = original;
  }
  const log = lines.join('\n');
  assert.deepEqual(JSON.parse(answer), { codigo: 'envio_fallido', error: SEND_FAILED_ERROR });
  assert.match(log, /Error de red: fetch failed: error sending request for url \(http:.+\/…cdef\)/);
  assert.ok(!`${answer}\n${log}`.includes(SECRET), log);
});

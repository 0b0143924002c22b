/**
 * Under Deno: the local relay keeps the notice rules of the database for callers it cannot look
 * up. Deno.serve tells the handler the caller's address, which the relay counts by.
 */
import assert from 'node:assert/strict';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { createNotifyHandler } from './handler.ts';
import { NEW_NOTICES_PER_WINDOW } from './relay-limits.ts';
import { RESERVA } from './test-fixtures.ts';

const loopback = { hostname: '127.0.0.1', port: 0, onListen: () => undefined };

deno.test(
  'the relay posts a notice once, and holds back a caller that starts too many',
  async () => {
    let posted = 0;
    const hook = deno.serve(loopback, () => {
      posted += 1;
      return Promise.resolve(Response.json({ aceptado: true }));
    });
    const relay = deno.serve(
      loopback,
      createNotifyHandler({
        webhookUrl: `http://127.0.0.1:${String(hook.addr.port)}/hook`,
        siteUrl: 'https://puntolegal.cl',
        fetch: (input, init) => fetch(input, init),
      }),
    );
    const call = async (reserva: typeof RESERVA) => {
      const response = await fetch(`http://127.0.0.1:${String(relay.addr.port)}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tipo: 'nueva_reserva', reserva }),
      });
      const body = (await response.json()) as { codigo?: string };
      return { status: response.status, codigo: body.codigo };
    };
    try {
      assert.equal((await call(RESERVA)).status, 200);
      assert.deepEqual(await call(RESERVA), { status: 409, codigo: 'aviso_enviado' });
      assert.equal(posted, 1);

      for (let n = 1; n < NEW_NOTICES_PER_WINDOW; n += 1) {
        const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
        assert.equal((await call({ ...RESERVA, id })).status, 200);
      }
      const id = '00000000-0000-4000-8000-999999999999';
      assert.deepEqual(await call({ ...RESERVA, id }), { status: 429, codigo: 'limite_avisos' });
      assert.equal(posted, NEW_NOTICES_PER_WINDOW);
    } finally {
      await relay.shutdown();
      await hook.shutdown();
    }
  },
);

/**
 * Under Deno: a move's notice, read from the database's answer as the hosted store reads it,
 * reaches the webhook with both times, the lawyer, the calendar event's new version and, for the
 * client only, the link to move the booking again.
 */
import assert from 'node:assert/strict';
import { parseOpenedNotice } from '../_shared/notify/opened-notice.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { fakeNotifyStore } from './fake-store.ts';
import { createNotifyHandler } from './handler.ts';
import { OPENED_MOVE, RESERVA, TOKEN_GESTION } from './test-fixtures.ts';

const loopback = { hostname: '127.0.0.1', port: 0, onListen: () => undefined };

deno.test('hosted: a move is told to the client with the link, to the lawyer without', async () => {
  const received: Record<string, unknown>[] = [];
  const hook = deno.serve(loopback, async (request) => {
    received.push((await request.json()) as Record<string, unknown>);
    return Response.json({ aceptado: true });
  });
  const { store } = fakeNotifyStore((request) =>
    parseOpenedNotice(
      request.tipo === 'reagendada'
        ? OPENED_MOVE
        : {
            ...OPENED_MOVE,
            tipo: 'reagendada_abogado',
            reserva: { ...OPENED_MOVE.reserva, token_gestion: null },
          },
    ),
  );
  const fn = deno.serve(
    loopback,
    createNotifyHandler({
      webhookUrl: `http://127.0.0.1:${String(hook.addr.port)}/hook`,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
      store,
    }),
  );
  try {
    for (const tipo of ['reagendada', 'reagendada_abogado']) {
      const response = await fetch(`http://127.0.0.1:${String(fn.addr.port)}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tipo, reservaId: RESERVA.id }),
      });
      assert.equal(response.status, 200);
      await response.body?.cancel();
    }
    assert.equal(received.length, 2);
    const [client, lawyer] = received as [Record<string, unknown>, Record<string, unknown>];
    assert.deepEqual(client.reagendamiento, OPENED_MOVE.reagendamiento);
    assert.deepEqual(client.abogado, { nombre: 'Juan Soto' });
    assert.deepEqual(client.calendario, { uid: `${RESERVA.id}@puntolegal.cl`, secuencia: 1 });
    assert.equal(
      client.enlace_reagendar,
      `https://puntolegal.cl/reserva/gestionar?token=${TOKEN_GESTION}`,
    );
    assert.equal(lawyer.tipo_evento, 'reagendada_abogado');
    assert.deepEqual(lawyer.abogado, OPENED_MOVE.reserva.abogado);
    assert.equal('enlace_reagendar' in lawyer, false);
    assert.equal(JSON.stringify(lawyer).includes(TOKEN_GESTION), false);
  } finally {
    await fn.shutdown();
    await hook.shutdown();
  }
});

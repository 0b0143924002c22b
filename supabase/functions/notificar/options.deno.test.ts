/**
 * Under Deno: what a notice asks the automation to do is the server's decision. A caller who
 * merely holds a booking id cannot choose it; an admin at aal2 can; the local relay, which cannot
 * tell an admin, takes options from nobody. The function and a stand-in webhook are both served
 * by Deno on loopback ports.
 */
import assert from 'node:assert/strict';
import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import { DEFAULT_PAYLOAD_OPTIONS } from '../_shared/notify/payloads.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { fakeNotifyStore } from './fake-store.ts';
import { createNotifyHandler, OPTIONS_FOR_ADMINS } from './handler.ts';
import { RESERVA } from './test-fixtures.ts';

const URGENT = { ...RESERVA, hora: '03:17', urgente: true };
const CHOSEN = { ...DEFAULT_PAYLOAD_OPTIONS, crearMeetLink: false, notificarAbogado: false };

type Configuracion = Record<string, unknown>;

/** A webhook on a loopback port that keeps the `configuracion` of each payload. */
function webhook() {
  const received: Configuracion[] = [];
  const server = deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    async (request) => {
      const body = (await request.json()) as { configuracion: Configuracion };
      received.push(body.configuracion);
      return Response.json({ aceptado: true });
    },
  );
  return {
    url: `http://127.0.0.1:${String(server.addr.port)}/hook/opciones`,
    received,
    close: () => server.shutdown(),
  };
}

/** The function served by Deno; `call` POSTs a body with an optional bearer token. */
function served(handler: (request: Request) => Promise<Response>) {
  const server = deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, handler);
  const call = async (body: unknown, token?: string) => {
    const response = await fetch(`http://127.0.0.1:${String(server.addr.port)}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { call, close: () => server.shutdown() };
}

function hosted(hook: { url: string }, reserva: OpenedNotice['reserva']) {
  const { store, opened } = fakeNotifyStore(() => ({
    id: 'n1',
    tipo: 'nueva_reserva',
    canal: 'webhook',
    intentos: 0,
    reserva,
    alerta: null,
    pago: null,
    solicitud: null,
  }));
  const fn = served(
    createNotifyHandler({
      webhookUrl: hook.url,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
      store,
    }),
  );
  return { ...fn, opened };
}

deno.test('hosted: options from a caller who is not an admin at aal2 are refused', async () => {
  const hook = webhook();
  const fn = hosted(hook, RESERVA);
  try {
    for (const token of [undefined, 'abogado']) {
      const answer = await fn.call(
        { tipo: 'nueva_reserva', reservaId: RESERVA.id, opciones: CHOSEN },
        token,
      );
      assert.equal(answer.status, 403);
      assert.deepEqual(answer.body, { codigo: 'acceso_denegado', error: OPTIONS_FOR_ADMINS });
    }
    assert.deepEqual(fn.opened, []);
    assert.equal(hook.received.length, 0);

    const admin = await fn.call(
      { tipo: 'nueva_reserva', reservaId: RESERVA.id, opciones: CHOSEN },
      'admin',
    );
    assert.equal(admin.status, 200);
    assert.deepEqual(
      [hook.received[0]?.crear_meet_link, hook.received[0]?.notificar_abogado],
      [false, false],
    );
  } finally {
    await fn.close();
    await hook.close();
  }
});

deno.test('hosted: without options, an emergency request asks for no calendar event', async () => {
  const hook = webhook();
  const fn = hosted(hook, URGENT);
  try {
    const answer = await fn.call({ tipo: 'notificacion_abogado', reservaId: RESERVA.id });
    assert.equal(answer.status, 200);
    const [sent] = hook.received;
    assert.deepEqual(
      [sent?.crear_calendar_event, sent?.crear_meet_link, sent?.notificar_abogado],
      [false, false, true],
    );
  } finally {
    await fn.close();
    await hook.close();
  }
});

deno.test('local relay: refuses options, and derives them from the booking', async () => {
  const hook = webhook();
  const fn = served(
    createNotifyHandler({
      webhookUrl: hook.url,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
    }),
  );
  try {
    const refused = await fn.call({ tipo: 'nueva_reserva', reserva: RESERVA, opciones: CHOSEN });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.codigo, 'acceso_denegado');
    assert.equal(hook.received.length, 0);

    const free = await fn.call({ tipo: 'nueva_reserva', reserva: { ...RESERVA, precio: 0 } });
    assert.equal(free.body.resultado, 'enviado');
    const [sent] = hook.received;
    assert.deepEqual([sent?.enviar_comprobante, sent?.crear_calendar_event], [false, true]);
  } finally {
    await fn.close();
    await hook.close();
  }
});

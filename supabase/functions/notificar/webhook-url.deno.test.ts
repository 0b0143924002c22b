/**
 * Under Deno, the Edge runtime's engine, whose fetch errors name the URL they failed on: a
 * webhook that refuses the connection, drops it or never answers must not hand its secret URL to
 * whoever calls `notificar`, nor write it in the notice log or the server's log.
 */
import assert from 'node:assert/strict';
import { deno, type DenoConn } from '../_shared/testing/deno-runtime.ts';
import { fakeNotifyStore } from './fake-store.ts';
import { createNotifyHandler, NOTICE_NOT_DELIVERED } from './handler.ts';
import { NOTICE, RESERVA } from './test-fixtures.ts';

const SECRET = 'secreto-9f8e7d6c5b4a3210';

interface Webhook {
  url: string;
  close(): Promise<void>;
}

const hookUrl = (port: number) => `http://127.0.0.1:${String(port)}/hook/${SECRET}`;

/** A loopback port nobody listens on: the connection is refused. */
function refusingWebhook(): Webhook {
  const listener = deno.listen({ hostname: '127.0.0.1', port: 0 });
  const url = hookUrl(listener.addr.port);
  listener.close();
  return { url, close: () => Promise.resolve() };
}

/** Accepts each connection and closes it at once, without an answer. */
function droppingWebhook(): Webhook {
  const listener = deno.listen({ hostname: '127.0.0.1', port: 0 });
  const loop = (async () => {
    for await (const conn of listener) conn.close();
  })().catch(() => undefined);
  return {
    url: hookUrl(listener.addr.port),
    close: async () => {
      listener.close();
      await loop;
    },
  };
}

/** Accepts each connection and never answers. */
function hangingWebhook(): Webhook {
  const listener = deno.listen({ hostname: '127.0.0.1', port: 0 });
  const open: DenoConn[] = [];
  const loop = (async () => {
    for await (const conn of listener) open.push(conn);
  })().catch(() => undefined);
  return {
    url: hookUrl(listener.addr.port),
    close: async () => {
      listener.close();
      await loop;
      for (const conn of open) conn.close();
    },
  };
}

/** The handler served by Deno on a loopback port, and one POST to it. */
async function callServed(
  handler: (request: Request) => Promise<Response>,
  body: unknown,
): Promise<string> {
  const server = deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => undefined }, handler);
  try {
    const response = await fetch(
      `http://127.0.0.1:${String(server.addr.port)}/functions/v1/notificar`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return await response.text();
  } finally {
    await server.shutdown();
  }
}

/** What console.error printed while `work` ran. */
async function serverLog(work: () => Promise<void>): Promise<string> {
  const original = console.error;
  const lines: string[] = [];
  console.error = (...args: unknown[]) => {
    lines.push(
      args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '),
    );
  };
  try {
    await work();
  } finally {
    console.error = original;
  }
  return lines.join('\n');
}

function assertNoSecret(label: string, text: string, url: string): void {
  const { host, pathname } = new URL(url);
  for (const form of [SECRET, `${host}${pathname}`, encodeURIComponent(url)]) {
    assert.ok(!text.includes(form), `${label} contiene ${form}: ${text}`);
  }
}

const WEBHOOKS: [string, () => Webhook][] = [
  ['refuses the connection', refusingWebhook],
  ['drops the connection', droppingWebhook],
  ['never answers', hangingWebhook],
];

deno.test(
  'Deno’s fetch error names the URL it failed on, in its cause (why the rest matters)',
  async () => {
    const webhook = refusingWebhook();
    const error = await fetch(webhook.url, { method: 'POST' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    assert.ok(error instanceof Error, 'la conexión debía ser rechazada');
    assert.equal(error.message, 'fetch failed');
    assert.ok(error.cause instanceof Error, String(error));
    assert.match(error.cause.message, new RegExp(SECRET));
  },
);

for (const [behaviour, start] of WEBHOOKS) {
  deno.test(
    `hosted: a webhook that ${behaviour} leaves its URL out of the answer and the logs`,
    async () => {
      const webhook = start();
      const { store, records } = fakeNotifyStore(() => NOTICE);
      let answer = '';
      const log = await serverLog(async () => {
        const handler = createNotifyHandler({
          webhookUrl: webhook.url,
          siteUrl: 'https://puntolegal.cl',
          fetch: (input, init) => fetch(input, init),
          timeoutMs: 300,
          store,
        });
        answer = await callServed(handler, { tipo: 'nueva_reserva', reservaId: RESERVA.id });
      });
      await webhook.close();

      assert.deepEqual(JSON.parse(answer), {
        resultado: 'fallido',
        intentos: 1,
        error: NOTICE_NOT_DELIVERED,
      });
      assert.equal(records.length, 1);
      const [, resultado, error, respuesta] = records[0] ?? [];
      assert.equal(resultado, 'fallido');
      assert.match(String(error), /^Error de red: /);
      assertNoSecret('la respuesta', answer, webhook.url);
      assertNoSecret('el registro', JSON.stringify([error, respuesta]), webhook.url);
      assertNoSecret('el log del servidor', log, webhook.url);
    },
  );

  deno.test(
    `local relay: a webhook that ${behaviour} leaves its URL out of the answer`,
    async () => {
      const webhook = start();
      let answer = '';
      const log = await serverLog(async () => {
        const relay = createNotifyHandler({
          webhookUrl: webhook.url,
          siteUrl: 'https://puntolegal.cl',
          fetch: (input, init) => fetch(input, init),
          timeoutMs: 300,
        });
        answer = await callServed(relay, { tipo: 'nueva_reserva', reserva: RESERVA });
      });
      await webhook.close();

      const body = JSON.parse(answer) as Record<string, unknown>;
      assert.equal(body.resultado, 'fallido');
      assert.equal(body.error, NOTICE_NOT_DELIVERED);
      assert.match(String(body.detalle), /^Error de red: /);
      assertNoSecret('la respuesta', answer, webhook.url);
      assertNoSecret('el log del servidor', log, webhook.url);
    },
  );
}

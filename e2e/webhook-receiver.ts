import http from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * Where the e2e server's notification function posts (playwright.config.ts gives it as
 * MAKE_WEBHOOK_URL, a server variable: the built pages never contain it). E2E_WEBHOOK_PORT moves
 * it when two runs share a machine.
 */
export const WEBHOOK_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4599);
export const WEBHOOK_URL = `http://127.0.0.1:${String(WEBHOOK_PORT)}/webhook`;

export interface ReceivedWebhook {
  at: number;
  status: number;
  body: { tipo_evento?: string; reserva?: { id?: string; email?: string } } & Record<
    string,
    unknown
  >;
}

/**
 * A stand-in for the automation webhook (Make.com): records every POST, answers 200 with JSON,
 * or 503 for the next N deliveries of one event for one client's address when told to
 * (POST /control/fail?tipo=&email=&veces=).
 * GET /control/received lists what arrived. It answers CORS like a public webhook does.
 */
export function startWebhookReceiver(port = WEBHOOK_PORT): Promise<http.Server> {
  const received: ReceivedWebhook[] = [];
  const failures = new Map<string, number>();
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type',
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === '/control/received') {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify(received));
      return;
    }
    if (url.pathname === '/control/fail') {
      const key = `${url.searchParams.get('tipo') ?? ''} ${url.searchParams.get('email') ?? ''}`;
      failures.set(key, Number(url.searchParams.get('veces')));
      response.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as ReceivedWebhook['body'];
      const key = `${body.tipo_evento ?? ''} ${body.reserva?.email ?? ''}`;
      const fail = (failures.get(key) ?? 0) > 0;
      if (fail) failures.set(key, (failures.get(key) ?? 0) - 1);
      const status = fail ? 503 : 200;
      received.push({ at: Date.now(), status, body });
      response.writeHead(status, fail ? 'Service Unavailable' : 'OK', {
        ...cors,
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(fail ? { error: 'ocupado' } : { aceptado: true }));
    });
  });
  return listenOnLoopback(server, port);
}

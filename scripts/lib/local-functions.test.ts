import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localFunctions, serveLocalFunction } from './local-functions';

/** A server that answers local functions and 'archivo' for anything else, on a free port. */
async function serve(env: Record<string, string | undefined>) {
  const functions = localFunctions(env);
  const server = http.createServer((request, response) => {
    void serveLocalFunction(functions, request, response).then((served) => {
      if (!served) response.end('archivo');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${String(port)}`, close: () => server.close() };
}

describe('local Edge Functions (npm run dev / preview)', () => {
  it('serves notificar at Supabase’s path, with the webhook of the server’s environment', async () => {
    const site = await serve({ MAKE_WEBHOOK_URL: 'https://hook.make.com/secreto-local-9876' });
    try {
      const status = await fetch(`${site.base}/functions/v1/notificar`);
      expect(await status.json()).toMatchObject({
        configurado: true,
        destino: 'https://hook.make.com/…9876',
      });
      expect(await (await fetch(`${site.base}/terminos`)).text()).toBe('archivo');
      const unknown = await fetch(`${site.base}/functions/v1/otra`, { method: 'POST' });
      expect(unknown.status).toBe(404);
      const huge = await fetch(`${site.base}/functions/v1/notificar`, {
        method: 'POST',
        body: 'x'.repeat(70_000),
      });
      expect(huge.status).toBe(413);
    } finally {
      site.close();
    }
  });

  it('without MAKE_WEBHOOK_URL, reports the webhook as not configured', async () => {
    const site = await serve({});
    try {
      const answer = await fetch(`${site.base}/functions/v1/notificar`, {
        method: 'POST',
        body: JSON.stringify({ tipo: 'test' }),
      });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ resultado: 'sin_envio' });
    } finally {
      site.close();
    }
  });
});

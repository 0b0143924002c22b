import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localFunctions, serveLocalFunction } from './local-functions';
import { withLocalStandIn } from './turnstile-stand-in';

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

describe('the human check on the local servers', () => {
  it('hands the stand-in widget a token and approves it once, as the embedded mode’s relay', async () => {
    const local = await withLocalStandIn({});
    const site = await serve(local.env);
    try {
      expect(local.env.TURNSTILE_VERIFY_URL).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/turnstile\/v0\/siteverify$/,
      );
      const issued = await fetch(`${site.base}/functions/v1/verificacion-simulada`, {
        method: 'POST',
      });
      const { token } = (await issued.json()) as { token: string };
      const verify = () =>
        fetch(`${site.base}/functions/v1/verificar-humano`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
      const first = await verify();
      expect([first.status, await first.json()]).toEqual([200, { aprobado: true }]);
      expect((await verify()).status).toBe(403);
    } finally {
      site.close();
      local.close();
    }
  });

  it('uses Turnstile when it is configured, and then has no stand-in token to give', async () => {
    const real = { TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secreto' };
    const local = await withLocalStandIn(real);
    expect(local.env).toBe(real);
    const site = await serve(local.env);
    try {
      const relay = await fetch(`${site.base}/functions/v1/verificacion-simulada`, {
        method: 'POST',
      });
      expect(relay.status).toBe(404);
    } finally {
      site.close();
    }
  });

  it('without any configuration, says the check is unavailable instead of approving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await serve({});
    try {
      const answer = await fetch(`${site.base}/functions/v1/verificar-humano`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'SIM.cualquiera' }),
      });
      expect([answer.status, await answer.json()]).toEqual([
        503,
        expect.objectContaining({ codigo: 'no_disponible' }),
      ]);
    } finally {
      site.close();
    }
  });
});

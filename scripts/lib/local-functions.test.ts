import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { localFunctions, mailboxOf, serveLocalFunction } from './local-functions';
import { createMailbox } from './mail-stand-in';
import { withLocalStandIn } from './turnstile-stand-in';
import { CALLS_PER_MINUTE } from './relay-guard';

type Functions = ReturnType<typeof localFunctions>;

/** A server that answers local functions and 'archivo' for anything else, on a free port. */
async function serve(env: Record<string, string | undefined>, change?: (f: Functions) => void) {
  const functions = localFunctions(env);
  change?.(functions);
  const server = http.createServer((request, response) => {
    void serveLocalFunction(functions, request, response).then((served) => {
      if (!served) response.end('archivo');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${String(port)}`,
    port,
    close: () => server.close(),
  };
}

/** One request with exactly these headers (fetch would not send a Host of our choosing). */
function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, setHost: !('host' in headers) },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A stand-in webhook that counts what it receives. */
async function webhook() {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"aceptado":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/hook/secreto-local-0123456789`,
    received: () => received,
    close: () => server.close(),
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const TEST_NOTICE = JSON.stringify({ tipo: 'test' });

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
      const inherited = await fetch(`${site.base}/functions/v1/toString`, { method: 'POST' });
      expect(inherited.status).toBe(404);
      const huge = await fetch(`${site.base}/functions/v1/notificar`, {
        method: 'POST',
        headers: JSON_TYPE,
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
        headers: JSON_TYPE,
        body: TEST_NOTICE,
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
        headers: { 'content-type': 'application/json' },
        body: '{}',
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
        headers: { 'content-type': 'application/json' },
        body: '{}',
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

describe('what the local functions check of a caller they cannot look up', () => {
  it('answers 401 to any bearer token: there are no keys here to verify one', async () => {
    const hook = await webhook();
    const site = await serve({ MAKE_WEBHOOK_URL: hook.url });
    try {
      const answer = await fetch(`${site.base}/functions/v1/notificar`, {
        method: 'POST',
        headers: { ...JSON_TYPE, authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.e30.firma' },
        body: TEST_NOTICE,
      });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({
        codigo: 'sesion_invalida',
        message: 'Invalid JWT',
      });
      expect(hook.received()).toBe(0);
    } finally {
      site.close();
      hook.close();
    }
  });

  it('serves only its own site: another origin gets nothing, not even the masked webhook', async () => {
    const hook = await webhook();
    const site = await serve({ MAKE_WEBHOOK_URL: hook.url });
    const call = (method: string, headers: Record<string, string>) =>
      raw(
        site.port,
        method,
        '/functions/v1/notificar',
        headers,
        method === 'POST' ? TEST_NOTICE : undefined,
      );
    try {
      const foreign = [
        await call('POST', { ...JSON_TYPE, origin: 'https://ataque.example' }),
        await call('POST', { ...JSON_TYPE, origin: 'null' }),
        await call('POST', { ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }),
        await call('POST', {
          ...JSON_TYPE,
          origin: `http://localhost:${String(site.port + 1)}`,
          'sec-fetch-site': 'same-site',
        }),
        await call('GET', { 'sec-fetch-site': 'cross-site' }),
        // A domain name pointed at this machine (DNS rebinding) is not this site either.
        await call('POST', {
          ...JSON_TYPE,
          host: `ataque.example:${String(site.port)}`,
          origin: `http://ataque.example:${String(site.port)}`,
          'sec-fetch-site': 'same-origin',
        }),
      ];
      expect(foreign.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(foreign.map((answer) => answer.body).join()).not.toContain('hook');
      expect(hook.received()).toBe(0);

      const own = await call('POST', {
        ...JSON_TYPE,
        origin: `http://127.0.0.1:${String(site.port)}`,
        'sec-fetch-site': 'same-origin',
      });
      expect(own.status).toBe(200);
      const byName = await call('GET', {
        host: `localhost:${String(site.port)}`,
        'sec-fetch-site': 'same-origin',
      });
      expect(byName.status).toBe(200);
      expect(hook.received()).toBe(1);
    } finally {
      site.close();
      hook.close();
    }
  });

  it('takes a POST only as JSON', async () => {
    const hook = await webhook();
    const site = await serve({ MAKE_WEBHOOK_URL: hook.url });
    try {
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]) {
        const answer = await raw(
          site.port,
          'POST',
          '/functions/v1/notificar',
          { 'content-type': type },
          TEST_NOTICE,
        );
        expect(answer.status).toBe(415);
      }
      expect(hook.received()).toBe(0);
    } finally {
      site.close();
      hook.close();
    }
  });

  it('lets Webpay’s redirect back reach webpay-return from Webpay’s site', async () => {
    const site = await serve({});
    try {
      const answer = await raw(site.port, 'GET', '/functions/v1/webpay-return?token_ws=x', {
        'sec-fetch-site': 'cross-site',
      });
      expect(answer.status).not.toBe(403);
    } finally {
      site.close();
    }
  });

  it('tells the handler the caller’s address, and holds back a caller over the rate', async () => {
    const seen: unknown[] = [];
    const site = await serve({}, (functions) => {
      functions.notificar = (_request, info) => {
        seen.push(info);
        return Promise.resolve(Response.json({ configurado: false }));
      };
    });
    try {
      const statuses: number[] = [];
      for (let n = 0; n <= CALLS_PER_MINUTE; n += 1) {
        statuses.push((await fetch(`${site.base}/functions/v1/notificar`)).status);
      }
      expect(seen[0]).toEqual({ remoteAddr: { hostname: '127.0.0.1' } });
      expect(statuses.filter((status) => status === 200)).toHaveLength(CALLS_PER_MINUTE);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      site.close();
    }
  });
});

describe('the local functions’ mailbox', () => {
  it('is the one the server gives, which its /dev/correos shows', () => {
    const mailbox = createMailbox();
    expect(mailboxOf(localFunctions({}, mailbox))).toBe(mailbox);
    expect(mailboxOf(localFunctions({}))).toBeDefined();
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createMailbox,
  MAIL_STAND_IN_URL,
  mailStandInFetch,
} from '../../../scripts/lib/mail-stand-in.ts';
import type { MailSettings } from '../_shared/notify/deliver-notice.ts';
import { fakeSupabase, ok, refusal, rpcCalls } from '../_shared/testing/fake-supabase.ts';
import {
  createRightsCodeHandler,
  NOT_CONFIGURED_ERROR,
  SEND_FAILED_ERROR,
  type RightsCodePayload,
} from './handler.ts';
import { createRightsCodeRequester } from './hosted-store.ts';

const CODE = '048213';
const NOW = new Date('2026-12-01T15:00:00Z');

/** A stand-in for the automation's webhook on a free local port: it records what it receives. */
async function webhookReceiver(status = 200) {
  const received: unknown[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.parse(text) as unknown);
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"aceptado":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The project's database as PostgREST answers the service role: the code, or a refusal. */
function project(answer = ok({ enviado: true, codigo: CODE })) {
  return fakeSupabase((call) =>
    call.path === '/rest/v1/rpc/pedir_codigo_derechos' ? answer : undefined,
  );
}

function handlerFor(webhookUrl: string | undefined, database = project()) {
  const handle = createRightsCodeHandler({
    requestCode: createRightsCodeRequester(database.client),
    webhookUrl,
    siteUrl: 'https://puntolegal.cl',
    fetch: (input, init) => fetch(input, init),
    timeoutMs: 2000,
    now: () => NOW,
  });
  return { handle, calls: database.calls };
}

const post = (body: unknown) =>
  new Request('https://proyecto.supabase.co/functions/v1/derechos-codigo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('derechos-codigo', () => {
  it('posts the code to the webhook and answers the browser without it', async () => {
    const webhook = await webhookReceiver();
    try {
      const { handle, calls } = handlerFor(webhook.url);
      const response = await handle(post({ email: ' ana@ejemplo.cl ' }));
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toEqual({ enviado: true });
      expect(text).not.toContain(CODE);

      expect(rpcCalls(calls, 'pedir_codigo_derechos').map((call) => call.body)).toEqual([
        { p_email: 'ana@ejemplo.cl' },
      ]);
      const [notice] = webhook.received as RightsCodePayload[];
      expect(webhook.received).toHaveLength(1);
      expect(notice).toEqual({
        tipo_evento: 'codigo_derechos',
        email: 'ana@ejemplo.cl',
        codigo: CODE,
        vence_en_minutos: 15,
        empresa: expect.objectContaining({
          email: 'contacto@puntolegal.cl',
          sitio_web: 'https://puntolegal.cl',
        }) as unknown,
        timestamp: NOW.toISOString(),
      });
    } finally {
      await webhook.close();
    }
  });

  it('answers the same for an address the firm does not know', async () => {
    // The database makes a code for any valid address; the answer cannot tell them apart.
    const webhook = await webhookReceiver();
    try {
      const known = await handlerFor(webhook.url).handle(post({ email: 'ana@ejemplo.cl' }));
      const unknown = await handlerFor(webhook.url).handle(post({ email: 'nadie@ejemplo.cl' }));
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
    } finally {
      await webhook.close();
    }
  });

  it('passes the database’s limits on as its Spanish message and code', async () => {
    const message = 'Ya enviamos 3 códigos a este correo en la última hora.';
    const webhook = await webhookReceiver();
    try {
      const { handle } = handlerFor(webhook.url, project(refusal('limite_codigos', message)));
      const response = await handle(post({ email: 'ana@ejemplo.cl' }));
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ codigo: 'limite_codigos', error: message });
      const invalid = handlerFor(
        webhook.url,
        project(refusal('email_invalido', 'Correo electrónico inválido')),
      );
      expect((await invalid.handle(post({ email: 'ana@' }))).status).toBe(400);
      expect(webhook.received).toEqual([]);
    } finally {
      await webhook.close();
    }
  });

  it('forwards a human-check pass to the database, and asks for one with 428 when it is due', async () => {
    const pass = 'ab'.repeat(32);
    const webhook = await webhookReceiver();
    try {
      const flooded = handlerFor(
        webhook.url,
        project(refusal('verificacion_humana', 'Confirma que eres una persona para continuar.')),
      );
      const asked = await flooded.handle(post({ email: 'ana@ejemplo.cl' }));
      expect(asked.status).toBe(428);
      expect(await asked.json()).toEqual({
        codigo: 'verificacion_humana',
        error: 'Confirma que eres una persona para continuar.',
      });

      const { handle, calls } = handlerFor(webhook.url);
      const request = post({ email: 'ana@ejemplo.cl' });
      request.headers.set('x-pase-humano', pass);
      expect((await handle(request)).status).toBe(200);
      expect(rpcCalls(calls, 'pedir_codigo_derechos')[0]?.headers.get('x-pase-humano')).toBe(pass);
      // Anything that is not a pass is not passed on.
      const odd = post({ email: 'ana@ejemplo.cl' });
      odd.headers.set('x-pase-humano', 'x-aal-verificado: aal2');
      expect((await handle(odd)).status).toBe(200);
      expect(rpcCalls(calls, 'pedir_codigo_derechos')[1]?.headers.get('x-pase-humano')).toBeNull();
    } finally {
      await webhook.close();
    }
  });

  it('says clearly when the webhook fails, without the code; the stored code stays valid', async () => {
    const webhook = await webhookReceiver(503);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { handle, calls } = handlerFor(webhook.url);
      const response = await handle(post({ email: 'ana@ejemplo.cl' }));
      const text = await response.text();
      expect(response.status).toBe(502);
      expect(JSON.parse(text)).toEqual({ codigo: 'envio_fallido', error: SEND_FAILED_ERROR });
      expect(SEND_FAILED_ERROR).toMatch(/No pudimos enviarte el código por correo/);
      expect(text).not.toContain(CODE);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(CODE);
      // Nothing is asked of the database after the send: the code is not withdrawn.
      expect(calls.map((call) => call.path)).toEqual(['/rest/v1/rpc/pedir_codigo_derechos']);
    } finally {
      logged.mockRestore();
      await webhook.close();
    }
  });

  it('logs a failed send without the webhook’s URL, which Deno’s fetch error names', async () => {
    const secret = 'https://hook.make.com/codigo-secreto-0123456789';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = createRightsCodeHandler({
      requestCode: () => Promise.resolve(CODE),
      webhookUrl: secret,
      siteUrl: 'https://puntolegal.cl',
      fetch: () =>
        Promise.reject(
          new TypeError(`error sending request for url (${secret}): client error (Connect)`),
        ),
    });
    const response = await handle(post({ email: 'ana@ejemplo.cl' }));
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ codigo: 'envio_fallido', error: SEND_FAILED_ERROR });
    const log = logged.mock.calls.flat().map(String).join(' ');
    expect(log).toContain(
      'Error de red: error sending request for url (https://hook.make.com/…6789)',
    );
    expect(`${text} ${log}`).not.toContain('codigo-secreto');
  });

  it('makes no code when no webhook is configured, and refuses what is not a POST of an address', async () => {
    const { handle, calls } = handlerFor(undefined);
    const response = await handle(post({ email: 'ana@ejemplo.cl' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ codigo: 'no_disponible', error: NOT_CONFIGURED_ERROR });
    expect(calls).toEqual([]);

    const other = handlerFor('http://127.0.0.1:9/webhook');
    expect((await other.handle(post({ correo: 'ana@ejemplo.cl' }))).status).toBe(400);
    expect(
      (await other.handle(new Request('https://proyecto.supabase.co/functions/v1/derechos-codigo')))
        .status,
    ).toBe(405);
    expect(
      (
        await other.handle(
          new Request('https://proyecto.supabase.co/functions/v1/derechos-codigo', {
            method: 'OPTIONS',
          }),
        )
      ).status,
    ).toBe(204);
    expect(other.calls).toEqual([]);
  });

  it('refuses to send when the database gives no code (a call without the service role)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const webhook = await webhookReceiver();
    try {
      const { handle } = handlerFor(webhook.url, project(ok({ enviado: true })));
      const response = await handle(post({ email: 'ana@ejemplo.cl' }));
      expect(response.status).toBe(503);
      expect(webhook.received).toEqual([]);
    } finally {
      logged.mockRestore();
      await webhook.close();
    }
  });
});

describe('derechos-codigo by e-mail', () => {
  /** The e-mail service as the function's secrets give it: the local stand-in, or one that fails. */
  function mailService(options: { apiKey?: string; down?: boolean } = {}) {
    const mailbox = createMailbox();
    const standIn = mailStandInFetch(mailbox, () => Promise.reject(new Error('sin red')));
    const mail: MailSettings = {
      apiUrl: MAIL_STAND_IN_URL,
      apiKey: options.apiKey ?? 're_stand_in',
      from: 'Punto Legal <contacto@puntolegal.cl>',
      firmEmail: 'contacto@puntolegal.cl',
      fetch: options.down
        ? () => Promise.resolve(new Response('{"message":"caído"}', { status: 500 }))
        : standIn,
      timeoutMs: 2000,
    };
    return { mailbox, mail };
  }

  function handlerWithMail(webhookUrl: string | undefined, mail: MailSettings) {
    const database = project();
    const handle = createRightsCodeHandler({
      requestCode: createRightsCodeRequester(database.client),
      webhookUrl,
      mail,
      siteUrl: 'https://puntolegal.cl',
      fetch: (input, init) => fetch(input, init),
      timeoutMs: 2000,
      now: () => NOW,
    });
    return { handle, calls: database.calls };
  }

  it('e-mails the code to the address alone, where no webhook is configured, and answers without it', async () => {
    const { mailbox, mail } = mailService();
    const { handle } = handlerWithMail(undefined, mail);
    const response = await handle(post({ email: 'ana@ejemplo.cl' }));
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ enviado: true });
    expect(text).not.toContain(CODE);
    const [stored] = mailbox.messages();
    expect(mailbox.messages()).toHaveLength(1);
    expect(stored?.message.to).toEqual(['ana@ejemplo.cl']);
    expect(stored?.message.subject).toBe(
      'Tu código para tu solicitud de datos personales – Punto Legal',
    );
    expect(stored?.message.text).toContain(`Tu código es ${CODE}.`);
    expect(stored?.message.text).toContain('Vence en 15 minutos y sirve una sola vez.');
    expect(stored?.message.html).toContain(CODE);
  });

  it('sends by both channels when both are configured', async () => {
    const webhook = await webhookReceiver();
    try {
      const { mailbox, mail } = mailService();
      const { handle } = handlerWithMail(webhook.url, mail);
      expect((await handle(post({ email: 'ana@ejemplo.cl' }))).status).toBe(200);
      expect(mailbox.messages()).toHaveLength(1);
      expect(webhook.received).toHaveLength(1);
    } finally {
      await webhook.close();
    }
  });

  it('answers the browser the same when the e-mail fails and the webhook takes the code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const webhook = await webhookReceiver();
    try {
      const { mail } = mailService({ down: true });
      const { handle } = handlerWithMail(webhook.url, mail);
      const response = await handle(post({ email: 'ana@ejemplo.cl' }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ enviado: true });
      expect(webhook.received).toHaveLength(1);
      // The log names the failure, never the code or the address.
      const lines = JSON.stringify(logged.mock.calls);
      expect(lines).toContain('el correo no se envió');
      expect(lines).not.toContain(CODE);
      expect(lines).not.toContain('ana@ejemplo.cl');
    } finally {
      logged.mockRestore();
      await webhook.close();
    }
  });

  it('says the send failed only when every configured channel failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { mail } = mailService({ down: true });
      const { handle } = handlerWithMail(undefined, mail);
      const response = await handle(post({ email: 'ana@ejemplo.cl' }));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        codigo: 'envio_fallido',
        error: SEND_FAILED_ERROR,
      });
    } finally {
      logged.mockRestore();
    }
  });

  it('counts e-mail as a channel only with its key: without it nor a webhook, no code is made', async () => {
    const { mailbox, mail } = mailService({ apiKey: '' });
    const { handle, calls } = handlerWithMail(undefined, mail);
    const response = await handle(post({ email: 'ana@ejemplo.cl' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ codigo: 'no_disponible', error: NOT_CONFIGURED_ERROR });
    expect(calls).toEqual([]);
    expect(mailbox.messages()).toEqual([]);
  });
});

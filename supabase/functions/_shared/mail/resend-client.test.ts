import { RESEND_API_URL, sendEmail } from './resend-client.ts';
import type { EmailMessage } from './email-message.ts';

const KEY = 're_secret_123456';
const MESSAGE: EmailMessage = {
  from: 'Punto Legal <contacto@puntolegal.cl>',
  to: ['ana@ejemplo.cl'],
  cc: ['juan@puntolegal.cl'],
  replyTo: 'contacto@puntolegal.cl',
  subject: 'Reserva confirmada',
  text: 'Hola',
  html: '<p>Hola</p>',
  attachments: [{ filename: 'a.ics', content: 'QkVHSU4=', contentType: 'text/calendar' }],
};

interface Call {
  url: string;
  init: RequestInit;
  body: string;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const body = typeof init?.body === 'string' ? init.body : '';
    calls.push({ url, init: init ?? {}, body });
    return Promise.resolve(answer());
  };
  return { calls, fetchFn };
}

const deps = (
  fetchFn: typeof fetch,
  extra: { idempotencyKey?: string; timeoutMs?: number } = {},
) => ({
  apiUrl: RESEND_API_URL,
  apiKey: KEY,
  fetch: fetchFn,
  ...extra,
});

describe('sendEmail', () => {
  it("posts Resend's documented body with the key and the idempotency key in headers", async () => {
    const { calls, fetchFn } = fakeFetch(() => Response.json({ id: 'em_1' }));
    const outcome = await sendEmail(MESSAGE, deps(fetchFn, { idempotencyKey: 'aviso/n1' }));
    expect(outcome).toEqual({ ok: true, response: { id: 'em_1' } });
    expect(RESEND_API_URL).toBe('https://api.resend.com/emails');
    const [call] = calls;
    expect(call?.url).toBe(RESEND_API_URL);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': 'aviso/n1',
    });
    expect(JSON.parse(call?.body ?? '')).toEqual({
      from: MESSAGE.from,
      to: ['ana@ejemplo.cl'],
      cc: ['juan@puntolegal.cl'],
      reply_to: 'contacto@puntolegal.cl',
      subject: 'Reserva confirmada',
      html: '<p>Hola</p>',
      text: 'Hola',
      attachments: [{ filename: 'a.ics', content: 'QkVHSU4=', content_type: 'text/calendar' }],
    });
  });

  it('sends no idempotency header, cc, reply_to or attachments when there are none', async () => {
    const { calls, fetchFn } = fakeFetch(() => Response.json({ id: 'em_2' }));
    const plain = {
      from: MESSAGE.from,
      to: MESSAGE.to,
      subject: 'Hola',
      text: 'Hola',
      html: '<p>Hola</p>',
    };
    await sendEmail(plain, deps(fetchFn));
    expect(Object.keys(calls[0]?.init.headers ?? {})).not.toContain('Idempotency-Key');
    expect(Object.keys(JSON.parse(calls[0]?.body ?? '') as object)).toEqual([
      'from',
      'to',
      'subject',
      'html',
      'text',
    ]);
  });

  it.each([
    [
      422,
      { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
      'HTTP 422: Invalid `to` field.',
    ],
    [
      401,
      { statusCode: 401, name: 'missing_api_key', message: `Bad key ${KEY}` },
      'HTTP 401: Bad key [clave oculta]',
    ],
    [500, null, 'HTTP 500: Internal Server Error'],
  ])('fails on HTTP %i with its message, never the key', async (status, body, error) => {
    const { fetchFn } = fakeFetch(() =>
      body
        ? Response.json(body, { status })
        : new Response('', { status, statusText: 'Internal Server Error' }),
    );
    const outcome = await sendEmail(MESSAGE, deps(fetchFn));
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBe(error);
    expect(JSON.stringify(outcome)).not.toContain(KEY);
  });

  it('fails on a network error, without the key even if the error names it', async () => {
    const { fetchFn } = fakeFetch(() =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error(`refused ${KEY}`) })),
    );
    const outcome = await sendEmail(MESSAGE, deps(fetchFn));
    expect(outcome).toEqual({
      ok: false,
      error: 'Error de red: fetch failed: refused [clave oculta]',
      response: null,
    });
  });

  it('gives up when Resend does not answer in time', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const outcome = await sendEmail(MESSAGE, deps(hanging, { timeoutMs: 20 }));
    expect(outcome).toEqual({
      ok: false,
      error: 'Error de red: sin respuesta en 1 s',
      response: null,
    });
  });

  it('does not call Resend without a key', async () => {
    const { calls, fetchFn } = fakeFetch(() => Response.json({ id: 'x' }));
    const outcome = await sendEmail(MESSAGE, { ...deps(fetchFn), apiKey: ' ' });
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toContain('RESEND_API_KEY');
    expect(calls).toHaveLength(0);
  });
});

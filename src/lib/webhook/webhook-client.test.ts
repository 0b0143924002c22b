import {
  createWebhookClient,
  MAX_ATTEMPTS_ERROR,
  MISSING_URL_ERROR,
  type DeliveryRecord,
  type WebhookClientOptions,
} from './webhook-client';

const URL = 'https://hook.make.com/abc';
const NOW = new Date('2025-03-10T14:30:00.000Z');

function ok(body: unknown = { accepted: true }): Response {
  return new Response(JSON.stringify(body), { status: 200, statusText: 'OK' });
}

function unavailable(): Response {
  return new Response('', { status: 503, statusText: 'Service Unavailable' });
}

function setup(responses: (Response | Error)[], overrides: Partial<WebhookClientOptions> = {}) {
  const queue = [...responses];
  const fetchMock = vi.fn<typeof fetch>(() => {
    const next = queue.shift();
    if (next === undefined) return Promise.reject(new Error('sin respuesta preparada'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const record = vi.fn<(entry: DeliveryRecord) => Promise<void>>(() => Promise.resolve());
  const client = createWebhookClient({
    url: URL,
    fetch: fetchMock,
    sleep,
    now: () => NOW,
    record,
    ...overrides,
  });
  return { client, fetchMock, sleep, record };
}

describe('createWebhookClient', () => {
  it('posts the payload as JSON to the webhook URL', async () => {
    const { client, fetchMock } = setup([ok()]);
    const payload = { tipo_evento: 'test', test: true };

    await client.send('test', payload);

    expect(fetchMock).toHaveBeenCalledWith(URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  });

  it('trims the configured URL before using it', async () => {
    const { client, fetchMock } = setup([ok()], { url: `  ${URL} ` });
    await client.send('test', {});
    expect(fetchMock.mock.calls[0]?.[0]).toBe(URL);
  });

  it('delivers on the first try and records it as enviado', async () => {
    const { client, fetchMock, sleep, record } = setup([ok({ id: 'm-1' })]);

    const result = await client.send('nueva_reserva', { a: 1 }, 'res-1');

    expect(result).toEqual({ ok: true, attempts: 1, response: { id: 'm-1' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith({
      reservaId: 'res-1',
      tipo: 'nueva_reserva',
      estado: 'enviado',
      intentos: 1,
      fechaEnvio: '2025-03-10T14:30:00.000Z',
      ultimoError: null,
      webhookResponse: { id: 'm-1' },
    });
  });

  it('retries after failures and records enviado with the total attempts', async () => {
    const { client, fetchMock, sleep, record } = setup([unavailable(), unavailable(), ok()]);

    const result = await client.send('recordatorio', {}, 'res-2');

    expect(result).toEqual({ ok: true, attempts: 3, response: { accepted: true } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [4000]]);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0]?.[0]).toMatchObject({
      estado: 'enviado',
      intentos: 3,
      ultimoError: null,
    });
  });

  it('gives up after three failed attempts and records fallido with the last error', async () => {
    const { client, fetchMock, record } = setup([
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
      unavailable(),
      unavailable(),
    ]);

    const result = await client.send('comprobante', {}, 'res-3');

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({
      ok: false,
      attempts: 3,
      error: 'HTTP 503: Service Unavailable',
    });
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith({
      reservaId: 'res-3',
      tipo: 'comprobante',
      estado: 'fallido',
      intentos: 3,
      fechaEnvio: null,
      ultimoError: 'HTTP 503: Service Unavailable',
      webhookResponse: null,
    });
  });

  it('words a non-OK response as HTTP status and status text', async () => {
    const failure = () => new Response('', { status: 500, statusText: 'Internal Server Error' });
    const { client } = setup([failure(), failure(), failure()]);
    const result = await client.send('test', {});
    expect(result.error).toBe('HTTP 500: Internal Server Error');
  });

  it('retries network failures and words them as Error de red', async () => {
    const down = () => new TypeError('Failed to fetch');
    const { client, fetchMock, record } = setup([down(), down(), down()]);

    const result = await client.send('notificacion_abogado', {}, 'res-4');

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({
      ok: false,
      attempts: 3,
      error: 'Error de red: Failed to fetch',
    });
    expect(record.mock.calls[0]?.[0]).toMatchObject({
      estado: 'fallido',
      ultimoError: 'Error de red: Failed to fetch',
      webhookResponse: null,
    });
  });

  it('recovers from a network failure on the next attempt', async () => {
    const { client, fetchMock } = setup([new TypeError('Failed to fetch'), ok()]);
    const result = await client.send('test', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ ok: true, attempts: 2 });
  });

  it('keeps the body of a failed response for diagnosis', async () => {
    const failure = () =>
      new Response(JSON.stringify({ error: 'scenario off' }), { status: 400, statusText: 'Bad' });
    const { client, record } = setup([failure(), failure(), failure()]);
    const result = await client.send('test', {});
    expect(result.response).toEqual({ error: 'scenario off' });
    expect(record.mock.calls[0]?.[0].webhookResponse).toEqual({ error: 'scenario off' });
  });

  describe('response body', () => {
    it('keeps a body that is not JSON as text', async () => {
      const { client, record } = setup([new Response('Accepted', { status: 200 })]);
      const result = await client.send('test', {});
      expect(result).toEqual({ ok: true, attempts: 1, response: 'Accepted' });
      expect(record.mock.calls[0]?.[0].webhookResponse).toBe('Accepted');
    });

    it('reads an empty body as null', async () => {
      const { client } = setup([new Response(null, { status: 204 })]);
      expect(await client.send('test', {})).toEqual({ ok: true, attempts: 1, response: null });
    });

    it('treats an unreadable body as null without failing the delivery', async () => {
      const broken = new Response('x', { status: 200 });
      vi.spyOn(broken, 'text').mockRejectedValue(new Error('stream roto'));
      const { client } = setup([broken]);
      expect(await client.send('test', {})).toEqual({ ok: true, attempts: 1, response: null });
    });
  });

  describe('without a URL', () => {
    it.each([undefined, '', '   '])('sends nothing and records pendiente for %j', async (url) => {
      const { client, fetchMock, record } = setup([ok()], { url });

      const result = await client.send('nueva_reserva', {}, 'res-5');

      expect(client.configured).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(result).toEqual({ ok: false, attempts: 0, error: MISSING_URL_ERROR });
      expect(record).toHaveBeenCalledTimes(1);
      expect(record).toHaveBeenCalledWith({
        reservaId: 'res-5',
        tipo: 'nueva_reserva',
        estado: 'pendiente',
        intentos: 0,
        fechaEnvio: null,
        ultimoError: MISSING_URL_ERROR,
        webhookResponse: null,
      });
    });

    it('explains which variable to define', () => {
      expect(MISSING_URL_ERROR).toBe(
        'Webhook URL no configurada: define VITE_MAKE_WEBHOOK_URL para enviar notificaciones',
      );
    });
  });

  it('reports configured when a URL is given', () => {
    expect(setup([]).client.configured).toBe(true);
  });

  it('records a null reservaId when none is given', async () => {
    const { client, record } = setup([ok()]);
    await client.send('test', {});
    expect(record.mock.calls[0]?.[0].reservaId).toBeNull();
  });

  describe('resends', () => {
    it('makes only the attempts left and records the total', async () => {
      const { client, fetchMock, sleep, record } = setup([unavailable(), ok()]);

      const result = await client.send('recordatorio', {}, 'res-6', 2);

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
      expect(result).toMatchObject({
        ok: false,
        attempts: 3,
        error: 'HTTP 503: Service Unavailable',
      });
      expect(record.mock.calls[0]?.[0]).toMatchObject({ estado: 'fallido', intentos: 3 });
    });

    it('counts earlier attempts in a successful resend', async () => {
      const { client, fetchMock, sleep, record } = setup([unavailable(), ok()]);

      const result = await client.send('recordatorio', {}, 'res-6', 1);

      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(sleep.mock.calls).toEqual([[2000]]);
      expect(result).toMatchObject({ ok: true, attempts: 3 });
      expect(record.mock.calls[0]?.[0]).toMatchObject({ estado: 'enviado', intentos: 3 });
    });

    it.each([3, 5])('sends and records nothing once %i attempts were made', async (previous) => {
      const { client, fetchMock, record } = setup([ok()]);

      const result = await client.send('recordatorio', {}, 'res-7', previous);

      expect(fetchMock).not.toHaveBeenCalled();
      expect(record).not.toHaveBeenCalled();
      expect(result).toEqual({ ok: false, attempts: previous, error: MAX_ATTEMPTS_ERROR });
    });

    it.each([-1, Number.NaN, 0.5])('treats a previous count of %d as 0', async (previous) => {
      const down = () => new TypeError('offline');
      const { client, fetchMock } = setup([down(), down(), down()]);
      const result = await client.send('test', {}, null, previous);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(result.attempts).toBe(3);
    });
  });

  describe('never throws', () => {
    it('logs a record that rejects and still returns the result', async () => {
      const error = new Error('RLS');
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { client } = setup([ok()], { record: () => Promise.reject(error) });

      await expect(client.send('test', {})).resolves.toMatchObject({ ok: true, attempts: 1 });
      expect(consoleError).toHaveBeenCalledWith('No se pudo registrar la notificación', error);
    });

    it('logs a record that throws synchronously', async () => {
      const error = new Error('sin conexión');
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { client } = setup([], {
        url: undefined,
        record: () => {
          throw error;
        },
      });

      await expect(client.send('test', {})).resolves.toMatchObject({ ok: false, attempts: 0 });
      expect(consoleError).toHaveBeenCalledWith('No se pudo registrar la notificación', error);
    });

    it('turns a payload that cannot be serialised into a recorded failure', async () => {
      const { client, fetchMock, record } = setup([ok()]);
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;

      const result = await client.send('test', cyclic, 'res-8');

      expect(fetchMock).not.toHaveBeenCalled();
      expect(result.ok).toBe(false);
      expect(result.attempts).toBe(0);
      expect(result.error).toMatch(/^Error inesperado: /);
      expect(record.mock.calls[0]?.[0]).toMatchObject({
        reservaId: 'res-8',
        estado: 'fallido',
        intentos: 0,
        ultimoError: result.error,
      });
    });

    it('records the attempts already made when something breaks mid-way', async () => {
      const { client, record } = setup([unavailable()], {
        sleep: () => Promise.reject(new Error('reloj roto')),
      });

      const result = await client.send('test', {});

      expect(result).toEqual({ ok: false, attempts: 1, error: 'Error inesperado: reloj roto' });
      expect(record.mock.calls[0]?.[0]).toMatchObject({ estado: 'fallido', intentos: 1 });
    });

    it('works without a record function', async () => {
      const { client } = setup([ok()], { record: undefined });
      await expect(client.send('test', {})).resolves.toMatchObject({ ok: true });
    });
  });

  describe('defaults', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('waits exactly 2 s, then 4 s, between attempts', async () => {
      vi.useFakeTimers();
      const { client, fetchMock } = setup([unavailable(), unavailable(), ok()], {
        sleep: undefined,
      });

      const pending = client.send('test', {});
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);

      await vi.advanceTimersByTimeAsync(3999);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(3);

      await expect(pending).resolves.toMatchObject({ ok: true, attempts: 3 });
    });

    it('uses the global fetch, called with globalThis as this', async () => {
      const globalFetch = vi.fn(function (this: unknown) {
        expect(this).toBe(globalThis);
        return Promise.resolve(ok());
      });
      vi.stubGlobal('fetch', globalFetch);
      const { client } = setup([], { fetch: undefined });

      const result = await client.send('test', {});

      expect(globalFetch).toHaveBeenCalledTimes(1);
      expect(result.ok).toBe(true);
    });

    it('stamps fechaEnvio with the current time', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-06-01T12:00:00.000Z'));
      const { client, record } = setup([ok()], { now: undefined });

      await client.send('test', {});

      expect(record.mock.calls[0]?.[0].fechaEnvio).toBe('2025-06-01T12:00:00.000Z');
    });
  });
});

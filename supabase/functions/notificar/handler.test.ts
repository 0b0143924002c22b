import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import { DEFAULT_PAYLOAD_OPTIONS } from '../_shared/notify/payloads.ts';
import {
  fakeSupabase,
  ok,
  profilesAnswer,
  refusal,
  rpcCalls,
} from '../_shared/testing/fake-supabase.ts';
import { TEST_PUBLIC_KEY, testSigner } from '../_shared/testing/tokens.ts';
import { fakeNotifyStore as fakeStore } from './fake-store.ts';
import {
  createNotifyHandler,
  MISSING_URL_ERROR,
  NOTICE_NOT_DELIVERED,
  NoticeRefused,
  OPTIONS_FOR_ADMINS,
} from './handler.ts';
import { createHostedStore } from './hosted-store.ts';

const WEBHOOK = 'https://hook.make.com/abcdefghijklmnop';
const RESERVA = {
  id: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  nombre: 'Ana Pérez',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-24',
  hora: '10:00',
  servicio: 'Consulta Laboral',
  precio: 35000,
  categoria: 'Laboral',
};
const NOTICE: OpenedNotice = { id: 'n1', tipo: 'nueva_reserva', intentos: 0, reserva: RESERVA };

function webhookAnswering(status: number, body = '{"aceptado":true}') {
  const posted: { url: string; body: unknown }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({
      url: input instanceof Request ? input.url : input.toString(),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown,
    });
    return Promise.resolve(
      new Response(body, { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' }),
    );
  });
  return { fetch, posted };
}

const post = (body: unknown, token?: string) =>
  new Request('https://proyecto.supabase.co/functions/v1/notificar', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const NOW = () => new Date('2026-11-23T12:00:00Z');

describe('notificar (hosted)', () => {
  it('opens the notice as the verified caller, builds the payload from the database, posts it once and logs it', async () => {
    const { store, records } = fakeStore(() => NOTICE);
    const open = vi.spyOn(store, 'open');
    const webhook = webhookAnswering(200);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
      store,
      now: NOW,
    });
    const response = await handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultado: 'enviado', intentos: 1 });
    expect(open).toHaveBeenCalledWith({ tipo: 'nueva_reserva', reservaId: RESERVA.id }, null);
    expect(webhook.posted).toHaveLength(1);
    expect(webhook.posted[0]?.url).toBe(WEBHOOK);
    expect(webhook.posted[0]?.body).toMatchObject({
      tipo_evento: 'nueva_reserva',
      reserva: { id: RESERVA.id, precio: 35000 },
      empresa: { nombre: 'Punto Legal', sitio_web: 'https://puntolegal.cl' },
      timestamp: '2026-11-23T12:00:00.000Z',
    });
    expect(records).toEqual([['n1', 'enviado', null, { aceptado: true }]]);
  });

  it('logs a refused delivery as failed, with the webhook’s status; the caller reads a fixed message', async () => {
    const { store, records } = fakeStore(() => NOTICE);
    const webhook = webhookAnswering(502, 'caído');
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
      store,
    });
    const response = await handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
    expect(await response.json()).toEqual({
      resultado: 'fallido',
      intentos: 1,
      error: NOTICE_NOT_DELIVERED,
    });
    expect(records).toEqual([['n1', 'fallido', 'HTTP 502: Bad Gateway', 'caído']]);
  });

  it('answers a refusal of the database with its code and status, and sends nothing', async () => {
    const { store } = fakeStore(() => {
      throw new NoticeRefused(
        'acceso_denegado',
        'Solo un administrador puede enviar esta notificación',
      );
    });
    const webhook = webhookAnswering(200);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
      store,
    });
    const response = await handler(post({ tipo: 'recordatorio', reservaId: RESERVA.id }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      codigo: 'acceso_denegado',
      error: 'Solo un administrador puede enviar esta notificación',
    });
    expect(webhook.fetch).not.toHaveBeenCalled();
  });

  it('refuses what is not a notice request before touching the database', async () => {
    const { store } = fakeStore(() => NOTICE);
    const open = vi.spyOn(store, 'open');
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: vi.fn(),
      store,
    });
    for (const body of [
      { tipo: 'otro', reservaId: RESERVA.id },
      { tipo: 'nueva_reserva' },
      { tipo: 'nueva_reserva', reservaId: 'no-uuid' },
      { tipo: 'nueva_reserva', reservaId: RESERVA.id, opciones: { idioma: 'fr' } },
      'x'.repeat(20_000),
    ]) {
      const response = await handler(post(body));
      expect(response.status).toBe(400);
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('without a webhook, logs that nothing was attempted and says so', async () => {
    const { store, records } = fakeStore(() => NOTICE);
    const handler = createNotifyHandler({
      webhookUrl: '',
      siteUrl: 'https://puntolegal.cl',
      fetch: vi.fn(),
      store,
    });
    const response = await handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ resultado: 'sin_envio', error: MISSING_URL_ERROR });
    expect(records).toEqual([['n1', 'sin_envio', MISSING_URL_ERROR, null]]);
  });

  it('shows the webhook to admins only, masked, with the company data sent', async () => {
    const { store } = fakeStore(() => NOTICE);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: vi.fn(),
      store,
    });
    const anonymous = await handler(new Request('https://x/functions/v1/notificar'));
    expect(anonymous.status).toBe(403);
    const admin = await handler(
      new Request('https://x/functions/v1/notificar', {
        headers: { authorization: 'Bearer admin' },
      }),
    );
    const status = (await admin.json()) as Record<string, unknown>;
    expect(status).toMatchObject({ configurado: true, destino: 'https://hook.make.com/…mnop' });
    expect(JSON.stringify(status)).not.toContain('abcdefgh');
  });

  it('answers 401 to a token that does not verify, before opening anything', async () => {
    const { store } = fakeStore(() => NOTICE);
    const open = vi.spyOn(store, 'open');
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: vi.fn(),
      store,
    });
    const response = await handler(
      post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }, 'caducado'),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'JWT expired' });
    const status = await handler(
      new Request('https://x/functions/v1/notificar', {
        headers: { authorization: 'Bearer caducado' },
      }),
    );
    expect(status.status).toBe(401);
    expect(open).not.toHaveBeenCalled();
  });

  it('answers the browser’s preflight', async () => {
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: vi.fn(),
    });
    const response = await handler(
      new Request('https://x/functions/v1/notificar', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('notificar: the webhook’s URL never leaves the server', () => {
  const SECRET = 'abcdefghijklmnop';
  /** Every way the secret could be written: as is, without the scheme, percent-encoded. */
  const leaks = (text: string) =>
    [SECRET, 'hook.make.com/abc', encodeURIComponent(WEBHOOK).toLowerCase()].filter((form) =>
      text.toLowerCase().includes(form.toLowerCase()),
    );
  const failures: [string, typeof fetch][] = [
    [
      'Deno’s network error, which names the URL',
      () =>
        Promise.reject(
          new TypeError(
            `error sending request for url (${WEBHOOK}): client error (Connect): tcp connect error: Connection refused (os error 111)`,
          ),
        ),
    ],
    [
      'an error naming its host and path, without the scheme',
      () => Promise.reject(new Error(`dns error for HOOK.make.com/${SECRET}: failed to lookup`)),
    ],
    [
      'an error naming it percent-encoded',
      () => Promise.reject(new Error(`invalid redirect from ${encodeURIComponent(WEBHOOK)}`)),
    ],
    [
      'a webhook answer that quotes it',
      () =>
        Promise.resolve(
          new Response(`There is no scenario listening on ${WEBHOOK}/`, {
            status: 410,
            statusText: 'Gone',
          }),
        ),
    ],
  ];

  it.each(failures)(
    '%s: the caller reads a fixed message, the log and the server’s log the detail, masked',
    async (_case, fetch) => {
      const { store, records } = fakeStore(() => NOTICE);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const handler = createNotifyHandler({
        webhookUrl: WEBHOOK,
        siteUrl: 'https://puntolegal.cl',
        fetch,
        store,
      });
      const response = await handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
      const answer = await response.text();
      expect(JSON.parse(answer)).toEqual({
        resultado: 'fallido',
        intentos: 1,
        error: NOTICE_NOT_DELIVERED,
      });
      const [record] = records;
      const recorded = JSON.stringify(record);
      const serverLog = logged.mock.calls.flat().map(String).join(' ');
      expect([leaks(answer), leaks(recorded), leaks(serverLog)]).toEqual([[], [], []]);
      // Still useful: the log says which webhook failed and how.
      expect(recorded).toContain('https://hook.make.com/…mnop');
      expect(serverLog).toContain('notificar: el webhook no recibió el aviso');
    },
  );

  it.each(failures)('%s: the local relay answers the detail masked', async (_case, fetch) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const relay = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch,
    });
    const response = await relay(post({ tipo: 'nueva_reserva', reserva: RESERVA }));
    const answer = await response.text();
    expect(JSON.parse(answer)).toMatchObject({ resultado: 'fallido', error: NOTICE_NOT_DELIVERED });
    expect(answer).toContain('https://hook.make.com/…mnop');
    expect(leaks(answer)).toEqual([]);
  });
});

describe('notificar: the server decides what a notice asks the automation to do', () => {
  const CHOSEN = { ...DEFAULT_PAYLOAD_OPTIONS, crearMeetLink: false, idioma: 'en' };
  const configuracion = (posted: { body: unknown }[]) =>
    (posted[0]?.body as { configuracion?: Record<string, unknown> } | undefined)?.configuracion;

  function hostedWith(notice: OpenedNotice) {
    const { store, opened } = fakeStore(() => notice);
    const webhook = webhookAnswering(200);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
      store,
    });
    return { handler, webhook, opened };
  }

  it.each([
    ['an anonymous caller', undefined],
    ['a signed-in user who is not an admin', 'abogado'],
  ])('refuses options from %s, before opening the notice', async (_who, token) => {
    const { handler, webhook, opened } = hostedWith(NOTICE);
    const response = await handler(
      post({ tipo: 'nueva_reserva', reservaId: RESERVA.id, opciones: CHOSEN }, token),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      codigo: 'acceso_denegado',
      error: OPTIONS_FOR_ADMINS,
    });
    expect(opened).toEqual([]);
    expect(webhook.fetch).not.toHaveBeenCalled();
  });

  it('sends an admin’s options (the panel’s settings)', async () => {
    const { handler, webhook } = hostedWith(NOTICE);
    const response = await handler(
      post({ tipo: 'nueva_reserva', reservaId: RESERVA.id, opciones: CHOSEN }, 'admin'),
    );
    expect(response.status).toBe(200);
    expect(configuracion(webhook.posted)).toMatchObject({ crear_meet_link: false, idioma: 'en' });
  });

  it.each([
    [
      'a paid booking: everything',
      RESERVA,
      {
        enviar_recordatorio: true,
        enviar_comprobante: true,
        crear_calendar_event: true,
        crear_meet_link: true,
        notificar_abogado: true,
      },
    ],
    ['a free booking: no receipt', { ...RESERVA, precio: 0 }, { enviar_comprobante: false }],
    [
      'an emergency request: no calendar event, Meet link or reminder',
      { ...RESERVA, hora: '03:17', urgente: true },
      {
        crear_calendar_event: false,
        crear_meet_link: false,
        enviar_recordatorio: false,
        notificar_abogado: true,
      },
    ],
  ])('without options, derives them from the booking: %s', async (_case, reserva, expected) => {
    const { handler, webhook } = hostedWith({ ...NOTICE, reserva });
    await handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
    expect(configuracion(webhook.posted)).toMatchObject({
      ...expected,
      idioma: 'es',
      zona_horaria: 'America/Santiago',
    });
  });

  it('keeps an emergency request out of the calendar even when an admin’s options ask for it', async () => {
    const urgent = { ...RESERVA, hora: '03:17', urgente: true };
    const { handler, webhook } = hostedWith({ ...NOTICE, reserva: urgent });
    await handler(
      post(
        { tipo: 'notificacion_abogado', reservaId: RESERVA.id, opciones: DEFAULT_PAYLOAD_OPTIONS },
        'admin',
      ),
    );
    expect(configuracion(webhook.posted)).toMatchObject({
      crear_calendar_event: false,
      crear_meet_link: false,
    });
  });

  it('the local relay refuses options (it cannot tell an admin) and derives them itself', async () => {
    const webhook = webhookAnswering(200);
    const relay = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
    });
    const refused = await relay(
      post({ tipo: 'nueva_reserva', reserva: RESERVA, opciones: CHOSEN }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ codigo: 'acceso_denegado' });
    expect(webhook.fetch).not.toHaveBeenCalled();

    const urgent = { ...RESERVA, hora: '03:17', urgente: true };
    await relay(post({ tipo: 'notificacion_abogado', reserva: urgent }));
    expect(configuracion(webhook.posted)).toMatchObject({
      crear_calendar_event: false,
      crear_meet_link: false,
      notificar_abogado: true,
    });
  });
});

describe('notificar (hosted store: the verified caller and the database)', () => {
  const ADMIN_ID = '1a2b3c4d-0000-4000-8000-000000000001';
  const CLIENT_ID = '1a2b3c4d-0000-4000-8000-000000000002';
  const NOTIFICACION = '9e8d7c6b-0000-4000-8000-000000000009';

  /**
   * A project whose abrir_aviso follows the SQL rule: an admin's resend only for an active admin
   * whose level, told by the function in x-aal-verificado, is aal2.
   */
  async function project() {
    const signer = await testSigner();
    const { client, calls } = fakeSupabase((call) => {
      if (call.path === '/rest/v1/rpc/abrir_aviso') {
        const args = call.body as { p_usuario: string | null; p_notificacion_id: string | null };
        const admin =
          args.p_usuario === ADMIN_ID && call.headers.get('x-aal-verificado') === 'aal2';
        if (args.p_notificacion_id && !admin) {
          return refusal('acceso_denegado', 'Solo un administrador puede reenviar un aviso');
        }
        return ok({
          id: 'n1',
          tipo: 'recordatorio',
          intentos: 1,
          reserva: { ...RESERVA },
        });
      }
      if (call.path === '/rest/v1/rpc/registrar_resultado_aviso') return ok({ intentos: 2 });
      return profilesAnswer(call, [ADMIN_ID]);
    });
    const webhook = webhookAnswering(200);
    const handler = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: webhook.fetch,
      store: createHostedStore(client, signer.verifier),
    });
    return { signer, calls, webhook, handler };
  }

  it('refuses an admin’s resend at aal1 (a password alone), and sends it at aal2', async () => {
    const { signer, calls, webhook, handler } = await project();
    const resend = { tipo: 'recordatorio', notificacionId: NOTIFICACION };

    const aal1 = await handler(post(resend, await signer.userToken(ADMIN_ID, 'aal1')));
    expect(aal1.status).toBe(403);
    expect(await aal1.json()).toMatchObject({ codigo: 'acceso_denegado' });
    expect(webhook.fetch).not.toHaveBeenCalled();

    const aal2 = await handler(post(resend, await signer.userToken(ADMIN_ID, 'aal2')));
    expect(aal2.status).toBe(200);
    expect(await aal2.json()).toEqual({ resultado: 'enviado', intentos: 2 });
    expect(webhook.posted).toHaveLength(1);

    expect(
      rpcCalls(calls, 'abrir_aviso').map((call) => [
        (call.body as { p_usuario: unknown }).p_usuario,
        call.headers.get('x-aal-verificado'),
      ]),
    ).toEqual([
      [ADMIN_ID, 'aal1'],
      [ADMIN_ID, 'aal2'],
    ]);
  });

  it('takes options only from an active admin at aal2, before asking the database', async () => {
    const { signer, calls, webhook, handler } = await project();
    const request = {
      tipo: 'nueva_reserva',
      reservaId: RESERVA.id,
      opciones: { ...DEFAULT_PAYLOAD_OPTIONS, notificarAbogado: false },
    };
    const aal1 = await handler(post(request, await signer.userToken(ADMIN_ID, 'aal1')));
    expect(aal1.status).toBe(403);
    const client = await handler(post(request, await signer.userToken(CLIENT_ID, 'aal2')));
    expect(client.status).toBe(403);
    expect(rpcCalls(calls, 'abrir_aviso')).toEqual([]);
    expect(webhook.fetch).not.toHaveBeenCalled();

    const aal2 = await handler(post(request, await signer.userToken(ADMIN_ID, 'aal2')));
    expect(aal2.status).toBe(200);
    expect(webhook.posted[0]?.body).toMatchObject({ configuracion: { notificar_abogado: false } });
  });

  it('opens a booking’s notice for an anonymous caller as aal1, without a user', async () => {
    const { calls, handler } = await project();
    const response = await handler(
      post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }, TEST_PUBLIC_KEY),
    );
    expect(response.status).toBe(200);
    const [open] = rpcCalls(calls, 'abrir_aviso');
    expect(open?.body).toMatchObject({ p_usuario: null, p_reserva_id: RESERVA.id });
    expect(open?.headers.get('x-aal-verificado')).toBe('aal1');
  });

  it('shows the webhook to an admin at aal2 only', async () => {
    const { signer, handler } = await project();
    const status = async (aal: 'aal1' | 'aal2') =>
      handler(
        new Request('https://x/functions/v1/notificar', {
          headers: { authorization: `Bearer ${await signer.userToken(ADMIN_ID, aal)}` },
        }),
      );
    expect((await status('aal1')).status).toBe(403);
    expect((await status('aal2')).status).toBe(200);
  });

  it('answers 401 to a token signed by another key', async () => {
    const { calls, handler } = await project();
    const other = await testSigner();
    const response = await handler(
      post(
        { tipo: 'recordatorio', notificacionId: NOTIFICACION },
        await other.userToken(ADMIN_ID, 'aal2'),
      ),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid JWT signature' });
    expect(calls).toEqual([]);
  });
});

describe('notificar (local relay of the embedded mode)', () => {
  const handler = (fetch: typeof globalThis.fetch, webhookUrl: string | undefined = WEBHOOK) =>
    createNotifyHandler({ webhookUrl, siteUrl: 'https://puntolegal.cl', fetch, now: NOW });

  it('posts a payload built from checked booking fields, never anything else', async () => {
    const webhook = webhookAnswering(200);
    const response = await handler(webhook.fetch)(
      post({
        tipo: 'notificacion_abogado',
        reserva: { ...RESERVA, rut: '12.345.678-5', descripcion: 'secreto' },
      }),
    );
    expect(await response.json()).toEqual({
      resultado: 'enviado',
      intentos: 0,
      respuesta: { aceptado: true },
    });
    expect(webhook.posted[0]?.body).toMatchObject({
      tipo_evento: 'notificacion_abogado',
      reserva: RESERVA,
    });
    expect(JSON.stringify(webhook.posted[0]?.body)).not.toMatch(/12\.345|secreto/);
  });

  it.each([
    ['markup in the name', { nombre: '<script>alert(1)</script>' }],
    ['an address that is not one', { email: '<x>@x.cl' }],
    ['a time that is not a slot', { hora: '12:00' }],
    ['an emergency request at an impossible time', { hora: '24:10', urgente: true }],
    ['a negative price', { precio: -1 }],
  ])('refuses %s', async (_case, change) => {
    const webhook = webhookAnswering(200);
    const response = await handler(webhook.fetch)(
      post({ tipo: 'nueva_reserva', reserva: { ...RESERVA, ...change } }),
    );
    expect(response.status).toBe(400);
    expect(webhook.fetch).not.toHaveBeenCalled();
  });

  it('relays an emergency request made at any minute, marked as such', async () => {
    const webhook = webhookAnswering(200);
    const urgent = { ...RESERVA, fecha: '2026-11-29', hora: '03:17', urgente: true };
    await handler(webhook.fetch)(post({ tipo: 'notificacion_abogado', reserva: urgent }));
    expect(webhook.posted[0]?.body).toMatchObject({ reserva: urgent });
  });

  it('posts a booking’s notice once, and refuses it when asked again', async () => {
    const webhook = webhookAnswering(200);
    const relay = handler(webhook.fetch);
    const notice = { tipo: 'nueva_reserva', reserva: RESERVA };
    expect((await relay(post(notice))).status).toBe(200);
    const again = await relay(post(notice));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ codigo: 'aviso_enviado' });
    expect(webhook.posted).toHaveLength(1);
  });

  it('holds back a caller that starts too many notices, by its address, and not another', async () => {
    const webhook = webhookAnswering(200);
    const relay = handler(webhook.fetch);
    const from = (hostname: string, n: number) =>
      relay(
        post({
          tipo: 'nueva_reserva',
          reserva: { ...RESERVA, id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
        }),
        { remoteAddr: { hostname } },
      );
    for (let n = 0; n < 120; n += 1) expect((await from('10.0.0.7', n)).status).toBe(200);
    const held = await from('10.0.0.7', 120);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ codigo: 'limite_avisos' });
    expect((await from('10.0.0.8', 121)).status).toBe(200);
    expect(webhook.posted).toHaveLength(121);
  });

  it('sends the connection test without any booking', async () => {
    const webhook = webhookAnswering(200);
    await handler(webhook.fetch)(post({ tipo: 'test' }));
    expect(webhook.posted[0]?.body).toEqual({
      tipo_evento: 'test',
      timestamp: '2026-11-23T12:00:00.000Z',
      test: true,
      mensaje: 'Prueba de conexión desde Punto Legal',
    });
  });

  it('reports a webhook that does not answer in time as a failed attempt', async () => {
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const relay = createNotifyHandler({
      webhookUrl: WEBHOOK,
      siteUrl: 'https://puntolegal.cl',
      fetch: hanging,
      timeoutMs: 1,
    });
    const response = await relay(post({ tipo: 'test' }));
    expect(await response.json()).toMatchObject({
      resultado: 'fallido',
      error: NOTICE_NOT_DELIVERED,
      detalle: 'Error de red: sin respuesta en 1 s',
    });
  });
});

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
} from './handler.ts';
import { createHostedStore } from './hosted-store.ts';
import { webhookAnswering } from './recording-webhook.ts';
import { NOTICE, OPENED_RESERVA, post, RESERVA, WEBHOOK } from './test-fixtures.ts';

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
          canal: 'webhook',
          intentos: 1,
          reserva: OPENED_RESERVA,
          reagendamiento: null,
          alerta: null,
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

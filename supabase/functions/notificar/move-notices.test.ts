/**
 * A move's notices end to end: what the database opens (public.abrir_aviso's answer, read by the
 * hosted store), what the local relay of the embedded mode accepts, and what reaches the webhook.
 */
import { fakeSupabase, ok, profilesAnswer } from '../_shared/testing/fake-supabase.ts';
import { testSigner } from '../_shared/testing/tokens.ts';
import { createNotifyHandler } from './handler.ts';
import { createHostedStore } from './hosted-store.ts';
import { webhookAnswering } from './recording-webhook.ts';
import { OPENED_MOVE, post, RESERVA, TOKEN_GESTION, WEBHOOK } from './test-fixtures.ts';

const NOW = () => new Date('2026-11-23T12:00:00Z');
const SITE = 'https://puntolegal.cl';
const LINK = `${SITE}/reserva/gestionar?token=${TOKEN_GESTION}`;
const UID = `${RESERVA.id}@puntolegal.cl`;

/** A project whose abrir_aviso answers `aviso` (the SQL function's shape). */
async function hostedWith(aviso: unknown) {
  const signer = await testSigner();
  const { client } = fakeSupabase((call) => {
    if (call.path === '/rest/v1/rpc/abrir_aviso') return ok(aviso);
    if (call.path === '/rest/v1/rpc/registrar_resultado_aviso') return ok({ intentos: 1 });
    return profilesAnswer(call, []);
  });
  const webhook = webhookAnswering(200);
  const handler = createNotifyHandler({
    webhookUrl: WEBHOOK,
    siteUrl: SITE,
    fetch: webhook.fetch,
    store: createHostedStore(client, signer.verifier),
    now: NOW,
  });
  return { webhook, handler };
}

describe('a move’s notices (hosted)', () => {
  it('tells the client both times, the lawyer’s name, the event’s new version and the link', async () => {
    const { webhook, handler } = await hostedWith(OPENED_MOVE);
    const response = await handler(post({ tipo: 'reagendada', reservaId: RESERVA.id }));
    expect(response.status).toBe(200);
    expect(webhook.posted[0]?.body).toMatchObject({
      tipo_evento: 'reagendada',
      reserva: { id: RESERVA.id, fecha: '2026-11-26', hora: '11:30', codigo: '5F0C6A52' },
      reagendamiento: {
        fecha_anterior: '2026-11-24',
        hora_anterior: '10:00',
        fecha_nueva: '2026-11-26',
        hora_nueva: '11:30',
      },
      abogado: { nombre: 'Juan Soto' },
      calendario: { uid: UID, secuencia: 1 },
      enlace_reagendar: LINK,
    });
  });

  it('tells the lawyer the move and where to reach them, without the client’s link', async () => {
    const { webhook, handler } = await hostedWith({
      ...OPENED_MOVE,
      tipo: 'reagendada_abogado',
      reserva: { ...OPENED_MOVE.reserva, token_gestion: null },
    });
    await handler(post({ tipo: 'reagendada_abogado', reservaId: RESERVA.id }));
    const body = webhook.posted[0]?.body;
    expect(body).toMatchObject({
      tipo_evento: 'reagendada_abogado',
      abogado: { nombre: 'Juan Soto', email: 'juan.soto@puntolegal.cl' },
      reagendamiento: { fecha_anterior: '2026-11-24', fecha_nueva: '2026-11-26' },
      calendario: { uid: UID, secuencia: 1 },
    });
    expect(body).not.toHaveProperty('enlace_reagendar');
  });

  it('gives a new booking’s client the link, and its lawyer none', async () => {
    const opened = { ...OPENED_MOVE, tipo: 'nueva_reserva', reagendamiento: null };
    const client = await hostedWith({ ...opened, reserva: { ...opened.reserva, movimientos: 0 } });
    await client.handler(post({ tipo: 'nueva_reserva', reservaId: RESERVA.id }));
    expect(client.webhook.posted[0]?.body).toMatchObject({
      enlace_reagendar: LINK,
      calendario: { uid: UID, secuencia: 0 },
    });
    const lawyer = await hostedWith({
      ...opened,
      tipo: 'notificacion_abogado',
      reserva: { ...opened.reserva, token_gestion: null },
    });
    await lawyer.handler(post({ tipo: 'notificacion_abogado', reservaId: RESERVA.id }));
    expect(lawyer.webhook.posted[0]?.body).not.toHaveProperty('enlace_reagendar');
  });

  it('sends nothing when the database’s answer lacks the move it tells', async () => {
    const { webhook, handler } = await hostedWith({ ...OPENED_MOVE, reagendamiento: null });
    const response = await handler(post({ tipo: 'reagendada', reservaId: RESERVA.id }));
    expect(response.status).toBe(500);
    expect(webhook.fetch).not.toHaveBeenCalled();
  });
});

describe('a move’s notices (local relay of the embedded mode)', () => {
  const relay = (fetch: typeof globalThis.fetch) =>
    createNotifyHandler({ webhookUrl: WEBHOOK, siteUrl: SITE, fetch, now: NOW });
  const moved = { ...OPENED_MOVE.reserva, reagendamiento: OPENED_MOVE.reagendamiento };

  it('posts the move with the link built on its own site address', async () => {
    const webhook = webhookAnswering(200);
    const response = await relay(webhook.fetch)(post({ tipo: 'reagendada', reserva: moved }));
    expect(response.status).toBe(200);
    expect(webhook.posted[0]?.body).toMatchObject({
      reagendamiento: OPENED_MOVE.reagendamiento,
      abogado: { nombre: 'Juan Soto' },
      calendario: { uid: UID, secuencia: 1 },
      enlace_reagendar: LINK,
    });
  });

  it('takes a lawyer whose profile is named by its address', async () => {
    const webhook = webhookAnswering(200);
    const lawyer = { nombre: 'abogada@puntolegal.cl', email: 'abogada@puntolegal.cl' };
    const response = await relay(webhook.fetch)(
      post({
        tipo: 'reagendada_abogado',
        reserva: { ...moved, token_gestion: null, abogado: lawyer },
      }),
    );
    expect(response.status).toBe(200);
    expect(webhook.posted[0]?.body).toMatchObject({ abogado: lawyer });
  });

  it('posts each move of a booking once, and a second move too', async () => {
    const webhook = webhookAnswering(200);
    const send = relay(webhook.fetch);
    const notice = { tipo: 'reagendada', reserva: moved };
    expect((await send(post(notice))).status).toBe(200);
    expect((await send(post(notice))).status).toBe(409);
    const again = {
      ...moved,
      fecha: '2026-11-27',
      movimientos: 2,
      reagendamiento: {
        fecha_anterior: '2026-11-26',
        hora_anterior: '11:30',
        fecha_nueva: '2026-11-27',
        hora_nueva: '11:30',
      },
    };
    expect((await send(post({ tipo: 'reagendada', reserva: again }))).status).toBe(200);
    expect(webhook.posted).toHaveLength(2);
  });

  it.each([
    ['a move’s notice without its move', 'reagendada', { reagendamiento: null }],
    [
      'a move to a time that is not a slot',
      'reagendada',
      { reagendamiento: { ...OPENED_MOVE.reagendamiento, hora_nueva: '12:00' } },
    ],
    ['a secret that is not one', 'reagendada', { token_gestion: '"><script>' }],
    ['a lawyer’s notice with the client’s secret', 'reagendada_abogado', {}],
    [
      'a lawyer with markup in the name',
      'reagendada',
      { abogado: { nombre: '<b>x</b>', email: 'x@x.cl' } },
    ],
    ['moves that are not a count', 'reagendada', { movimientos: -1 }],
  ])('refuses %s', async (_case, tipo, change) => {
    const webhook = webhookAnswering(200);
    const response = await relay(webhook.fetch)(post({ tipo, reserva: { ...moved, ...change } }));
    expect(response.status).toBe(400);
    expect(webhook.fetch).not.toHaveBeenCalled();
  });
});

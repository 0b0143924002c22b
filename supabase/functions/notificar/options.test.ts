import type { OpenedNotice } from '../_shared/notify/opened-notice.ts';
import { DEFAULT_PAYLOAD_OPTIONS } from '../_shared/notify/payloads.ts';
import { fakeNotifyStore as fakeStore } from './fake-store.ts';
import { createNotifyHandler, OPTIONS_FOR_ADMINS } from './handler.ts';
import { webhookAnswering } from './recording-webhook.ts';
import { NOTICE, post, RESERVA, WEBHOOK } from './test-fixtures.ts';

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

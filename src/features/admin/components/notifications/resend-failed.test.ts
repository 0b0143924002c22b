import { fakeBackend } from '@/test/fake-backend';
import { BackendError, type NotificationLog, type WebhookStatus } from '@/backend/port';
import { DEFAULT_PAYLOAD_OPTIONS, type PayloadOptions } from '@/lib/notify/payload-options';
import { MISSING_URL_MESSAGE } from './notification-deps';
import { RESEND_ERROR, resendFailed } from './resend-failed';
import {
  CONFIGURED,
  DELIVERED,
  logEntry,
  NOT_CONFIGURED,
  notifyStub,
  sentRequests,
  testContext,
  webhookDown,
  webhookStatusOf,
} from './test-fixtures';

function setup(
  entries: NotificationLog[],
  {
    notify = notifyStub(),
    status = CONFIGURED,
  }: { notify?: ReturnType<typeof notifyStub>; status?: WebhookStatus } = {},
) {
  const failed = vi.fn(() => Promise.resolve(entries));
  const backend = fakeBackend({
    notificaciones: { failed, notify, webhookStatus: webhookStatusOf(status) },
  });
  return { context: testContext(backend), failed, notify };
}

describe('resendFailed', () => {
  it('reports nothing processed when nothing is left undelivered', async () => {
    const { context, notify } = setup([]);
    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);
    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 0. Exitosas: 0' });
    expect(notify).not.toHaveBeenCalled();
  });

  it("asks for each failed or stale entry again by its id, with the admin's options", async () => {
    const { context, notify } = setup([
      logEntry({ id: 'n1', tipo: 'nueva_reserva' }),
      logEntry({ id: 'n2', tipo: 'comprobante', intentos: 2 }),
      // Left pending by a tab closed before sending.
      logEntry({ id: 'n3', tipo: 'notificacion_abogado', estado: 'pendiente', intentos: 0 }),
      logEntry({ id: 't1', reservaId: null, tipo: 'test' }),
    ]);
    const opciones: PayloadOptions = { ...DEFAULT_PAYLOAD_OPTIONS, idioma: 'en' };

    const result = await resendFailed(context, opciones);

    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 4. Exitosas: 4' });
    expect(sentRequests(notify)).toEqual([
      { tipo: 'nueva_reserva', notificacionId: 'n1', opciones },
      { tipo: 'comprobante', notificacionId: 'n2', opciones },
      { tipo: 'notificacion_abogado', notificacionId: 'n3', opciones },
      { tipo: 'test', notificacionId: 't1', opciones },
    ]);
  });

  it('asks for an e-mail entry by its id too: the server sends it on its own channel', async () => {
    const { context, notify } = setup([
      logEntry({ id: 'e1', tipo: 'recordatorio_corto', canal: 'email', origenId: null }),
      logEntry({ id: 'a1', tipo: 'aviso_fallido', canal: 'webhook', origenId: 'e0' }),
    ]);

    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);

    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 2. Exitosas: 2' });
    expect(sentRequests(notify)).toEqual([
      { tipo: 'recordatorio_corto', notificacionId: 'e1', opciones: DEFAULT_PAYLOAD_OPTIONS },
      { tipo: 'aviso_fallido', notificacionId: 'a1', opciones: DEFAULT_PAYLOAD_OPTIONS },
    ]);
  });

  it('counts an entry that still fails, after the attempts the server allows', async () => {
    const { context, notify } = setup([logEntry({ id: 'n1', intentos: 1 })], {
      notify: notifyStub(webhookDown()),
    });

    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);

    expect(result).toEqual({ kind: 'error', text: 'Procesadas: 1. Exitosas: 0' });
    expect(notify).toHaveBeenCalledTimes(3);
    expect(context.sleep.mock.calls).toEqual([[2000], [4000]]);
  });

  it('counts an entry the server refuses (out of attempts) as processed, not retried', async () => {
    const { context, notify } = setup([logEntry({ id: 'n1', intentos: 3 })], {
      notify: notifyStub(() => ({
        kind: 'rechazado',
        code: 'aviso_agotado',
        error: 'La notificación agotó sus intentos',
      })),
    });

    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);

    expect(result).toEqual({ kind: 'error', text: 'Procesadas: 1. Exitosas: 0' });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('counts an entry the server had already delivered as a success', async () => {
    const { context } = setup([logEntry({ id: 'n1' })], {
      notify: notifyStub(() => ({ kind: 'rechazado', code: 'aviso_enviado', error: 'Ya enviada' })),
    });
    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);
    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 1. Exitosas: 1' });
  });

  it('skips, without counting, entries whose booking is gone or no longer active', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, notify } = setup(
      [
        logEntry({ id: 'gone' }),
        logEntry({ id: 'cancelled' }),
        logEntry({ id: 'n3', tipo: 'notificacion_abogado' }),
      ],
      {
        notify: notifyStub((request) => {
          if (request.notificacionId === 'gone') {
            return { kind: 'rechazado', code: 'reserva_no_encontrada', error: 'Sin reserva' };
          }
          if (request.notificacionId === 'cancelled') {
            return { kind: 'rechazado', code: 'reserva_inactiva', error: 'Reserva cancelada' };
          }
          return DELIVERED;
        }),
      },
    );

    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);

    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 1. Exitosas: 1' });
    // Each was asked once: a refusal of that kind is final.
    expect(sentRequests(notify).map((request) => request.notificacionId)).toEqual([
      'gone',
      'cancelled',
      'n3',
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the server has no webhook', async () => {
    const { context, failed, notify } = setup([logEntry()], { status: NOT_CONFIGURED });
    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(failed).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context, failed } = setup([]);
    failed.mockRejectedValue(new BackendError('Sin permiso'));
    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);
    expect(result).toEqual({ kind: 'error', text: RESEND_ERROR });
  });
});

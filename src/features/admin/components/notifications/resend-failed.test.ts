import { fakeBackend } from '@/test/fake-backend';
import { BackendError, type NotificationEntry, type NotificationLog } from '@/backend/port';
import { DEFAULT_PAYLOAD_OPTIONS } from '@/lib/webhook/payloads';
import { MISSING_URL_MESSAGE } from './notification-deps';
import { RESEND_ERROR, resendFailed } from './resend-failed';
import {
  fetchStub,
  logEntry,
  reservation,
  sentBodies,
  serverError,
  testContext,
} from './test-fixtures';

function setup(entries: NotificationLog[], bookings = [reservation()]) {
  const update = vi.fn<(id: string, entry: NotificationEntry) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const get = vi.fn((id: string) =>
    Promise.resolve(bookings.find((booking) => booking.id === id) ?? null),
  );
  const backend = fakeBackend({
    notificaciones: { failed: () => Promise.resolve(entries), update },
    reservas: { get },
  });
  return { backend, update, get };
}

describe('resendFailed', () => {
  it('reports nothing processed when no delivery failed', async () => {
    const { backend } = setup([]);
    const fetchMock = fetchStub();
    const result = await resendFailed(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_PAYLOAD_OPTIONS,
    );
    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 0. Exitosas: 0' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rebuilds each payload from its booking, comprobante included, and updates the same entry', async () => {
    const { backend, update } = setup([
      logEntry({ id: 'n1', tipo: 'nueva_reserva' }),
      logEntry({ id: 'n2', tipo: 'comprobante' }),
    ]);
    const fetchMock = fetchStub();

    const result = await resendFailed(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_PAYLOAD_OPTIONS,
    );

    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 2. Exitosas: 2' });
    const bodies = sentBodies(fetchMock);
    expect(bodies.map((body) => body.tipo_evento)).toEqual(['nueva_reserva', 'comprobante']);
    expect(bodies[1]).toMatchObject({ reserva: { id: 'r1', servicio: 'Consulta Laboral' } });
    expect(update).toHaveBeenCalledWith('n2', {
      reservaId: 'r1',
      tipo: 'comprobante',
      estado: 'enviado',
      intentos: 2,
      fechaEnvio: '2026-11-23T12:00:00.000Z',
      ultimoError: null,
      webhookResponse: 'Accepted',
    });
  });

  it('counts the attempts already made: an entry at 2 gets one more attempt only', async () => {
    const { backend, update } = setup([logEntry({ id: 'n1', intentos: 2 })]);
    const fetchMock = fetchStub(serverError);
    const context = testContext(backend, { fetch: fetchMock });

    const result = await resendFailed(context, DEFAULT_PAYLOAD_OPTIONS);

    expect(result).toEqual({ kind: 'error', text: 'Procesadas: 1. Exitosas: 0' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(context.sleep).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith(
      'n1',
      expect.objectContaining({ estado: 'fallido', intentos: 3 }),
    );
  });

  it('logs and skips an entry whose booking no longer exists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { backend, update, get } = setup([
      logEntry({ id: 'n1', reservaId: 'gone' }),
      logEntry({ id: 'n2', reservaId: 'r1', tipo: 'notificacion_abogado' }),
    ]);
    const fetchMock = fetchStub();

    const result = await resendFailed(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_PAYLOAD_OPTIONS,
    );

    expect(get).toHaveBeenCalledWith('gone');
    expect(warn).toHaveBeenCalled();
    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 1. Exitosas: 1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(update.mock.calls.map(([id]) => id)).toEqual(['n2']);
  });

  it('resends a test entry without booking with the test payload', async () => {
    const { backend, update, get } = setup([logEntry({ id: 't1', reservaId: null, tipo: 'test' })]);
    const fetchMock = fetchStub();

    const result = await resendFailed(
      testContext(backend, { fetch: fetchMock }),
      DEFAULT_PAYLOAD_OPTIONS,
    );

    expect(result).toEqual({ kind: 'exito', text: 'Procesadas: 1. Exitosas: 1' });
    expect(get).not.toHaveBeenCalled();
    expect(sentBodies(fetchMock)[0]).toMatchObject({ tipo_evento: 'test', test: true });
    expect(update).toHaveBeenCalledWith(
      't1',
      expect.objectContaining({ reservaId: null, tipo: 'test', estado: 'enviado' }),
    );
  });

  it('refuses without a webhook URL, leaving the entries as they are', async () => {
    const { backend, update } = setup([logEntry()]);
    const result = await resendFailed(testContext(backend, { url: null }), DEFAULT_PAYLOAD_OPTIONS);
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(update).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = fakeBackend({
      notificaciones: { failed: () => Promise.reject(new BackendError('Sin permiso')) },
    });
    const result = await resendFailed(
      testContext(backend, { fetch: fetchStub() }),
      DEFAULT_PAYLOAD_OPTIONS,
    );
    expect(result).toEqual({ kind: 'error', text: RESEND_ERROR });
  });
});

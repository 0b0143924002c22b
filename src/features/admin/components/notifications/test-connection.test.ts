import { fakeBackend } from '@/test/fake-backend';
import type { NotificationEntry } from '@/backend/port';
import { MISSING_URL_MESSAGE } from './notification-deps';
import { CONNECTION_ERROR, CONNECTION_OK, testConnection } from './test-connection';
import { fetchStub, sentBodies, serverError, testContext } from './test-fixtures';

function setup() {
  const insert = vi.fn<(entry: NotificationEntry) => Promise<string>>(() =>
    Promise.resolve('n-test'),
  );
  return { backend: fakeBackend({ notificaciones: { insert } }), insert };
}

describe('testConnection', () => {
  it('sends nothing without a webhook URL', async () => {
    const { backend, insert } = setup();
    const fetchMock = fetchStub();
    const result = await testConnection(testContext(backend, { url: null, fetch: fetchMock }));
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(insert).not.toHaveBeenCalled();
  });

  it('sends the test payload and logs it without booking', async () => {
    const { backend, insert } = setup();
    const fetchMock = fetchStub();
    const result = await testConnection(testContext(backend, { fetch: fetchMock }));
    expect(result).toEqual({ kind: 'exito', text: CONNECTION_OK });
    expect(sentBodies(fetchMock)).toEqual([
      {
        tipo_evento: 'test',
        timestamp: '2026-11-23T12:00:00.000Z',
        test: true,
        mensaje: 'Prueba de conexión desde Punto Legal',
      },
    ]);
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ reservaId: null, tipo: 'test', estado: 'enviado', intentos: 1 }),
    );
  });

  it('reports the webhook error after the retries', async () => {
    const { backend, insert } = setup();
    const fetchMock = fetchStub(serverError);
    const context = testContext(backend, { fetch: fetchMock });
    const result = await testConnection(context);
    expect(result).toEqual({
      kind: 'error',
      text: 'Webhook falló: HTTP 500: Internal Server Error',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(context.sleep.mock.calls).toEqual([[2000], [4000]]);
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ estado: 'fallido', intentos: 3 }),
    );
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { backend } = setup();
    const context = testContext(backend, { fetch: fetchStub() });
    const result = await testConnection({
      ...context,
      createClient: () => {
        throw new Error('roto');
      },
    });
    expect(result).toEqual({ kind: 'error', text: CONNECTION_ERROR });
  });
});

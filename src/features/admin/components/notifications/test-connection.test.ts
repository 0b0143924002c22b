import { fakeBackend } from '@/test/fake-backend';
import { BackendError, type WebhookStatus } from '@/backend/port';
import { MISSING_URL_MESSAGE } from './notification-deps';
import { CONNECTION_ERROR, CONNECTION_OK, testConnection } from './test-connection';
import {
  CONFIGURED,
  NOT_CONFIGURED,
  notifyStub,
  sentRequests,
  testContext,
  webhookDown,
  webhookStatusOf,
} from './test-fixtures';

function setup(
  notify = notifyStub(),
  webhookStatus: () => Promise<WebhookStatus> = webhookStatusOf(CONFIGURED),
) {
  const backend = fakeBackend({ notificaciones: { notify, webhookStatus } });
  return { context: testContext(backend), notify };
}

describe('testConnection', () => {
  it('sends nothing when the server has no webhook', async () => {
    const { context, notify } = setup(notifyStub(), webhookStatusOf(NOT_CONFIGURED));
    const result = await testConnection(context);
    expect(result).toEqual({ kind: 'error', text: MISSING_URL_MESSAGE });
    expect(notify).not.toHaveBeenCalled();
  });

  it('asks for the test notice, about no booking', async () => {
    const { context, notify } = setup();
    const result = await testConnection(context);
    expect(result).toEqual({ kind: 'exito', text: CONNECTION_OK });
    expect(sentRequests(notify)).toEqual([{ tipo: 'test' }]);
  });

  it("reports the webhook's error after the retries", async () => {
    const { context, notify } = setup(notifyStub(webhookDown()));
    const result = await testConnection(context);
    expect(result).toEqual({
      kind: 'error',
      text: 'Webhook falló: HTTP 500: Internal Server Error',
    });
    expect(notify).toHaveBeenCalledTimes(3);
    expect(context.sleep.mock.calls).toEqual([[2000], [4000]]);
  });

  it("reports a refusal with the server's reason, or an unknown error without one", async () => {
    const refused = setup(
      notifyStub(() => ({ kind: 'rechazado', code: 'sin_permiso', error: 'No tienes permiso' })),
    );
    expect(await testConnection(refused.context)).toEqual({
      kind: 'error',
      text: 'Webhook falló: No tienes permiso',
    });

    const silent = setup(notifyStub(() => ({ kind: 'sin_envio', error: '' })));
    expect(await testConnection(silent.context)).toEqual({
      kind: 'error',
      text: 'Webhook falló: error desconocido',
    });
  });

  it('reports an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { context, notify } = setup(notifyStub(), () =>
      Promise.reject(new BackendError('Sin conexión', 'sin_conexion')),
    );
    const result = await testConnection(context);
    expect(result).toEqual({ kind: 'error', text: CONNECTION_ERROR });
    expect(notify).not.toHaveBeenCalled();
  });
});

import { fakeNotifyStore as fakeStore } from './fake-store.ts';
import { createNotifyHandler, NOTICE_NOT_DELIVERED } from './handler.ts';
import { NOTICE, post, RESERVA, WEBHOOK } from './test-fixtures.ts';

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

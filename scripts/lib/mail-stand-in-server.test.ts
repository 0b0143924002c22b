import { sendEmail } from '../../supabase/functions/_shared/mail/resend-client.ts';
import { noticeEmail } from '../../supabase/functions/_shared/mail/notice-email.ts';
import { BOOKING, CONTEXT } from '../../supabase/functions/_shared/mail/test-fixtures.ts';
import { startMailStandInServer, type MailStandInServer } from './mail-stand-in-server.ts';

let standIn: MailStandInServer;

beforeAll(async () => {
  standIn = await startMailStandInServer();
});
afterAll(async () => {
  standIn.server.closeAllConnections();
  await new Promise((resolve) => standIn.server.close(resolve));
});

describe('the mail stand-in on a loopback port', () => {
  it("keeps the real client's e-mail, sent over HTTP, once per idempotency key", async () => {
    const message = noticeEmail('nueva_reserva', BOOKING, CONTEXT);
    if (!message) throw new Error('sin correo');
    const deps = { apiUrl: standIn.url, apiKey: 're_prueba', fetch, idempotencyKey: 'aviso/n1' };
    const first = await sendEmail(message, deps);
    const again = await sendEmail(message, deps);
    expect(first.ok).toBe(true);
    expect(again.response).toEqual(first.response);
    expect(standIn.mailbox.messages().map((stored) => stored.message)).toEqual([message]);
  });

  it('refuses as Resend does: no key, or not a POST', async () => {
    const unsigned = await fetch(standIn.url, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ name: 'missing_api_key' });
    expect((await fetch(standIn.url)).status).toBe(405);
  });
});

import { RESEND_API_URL, sendEmail } from '../../supabase/functions/_shared/mail/resend-client.ts';
import { noticeEmail } from '../../supabase/functions/_shared/mail/notice-email.ts';
import { BOOKING, CONTEXT } from '../../supabase/functions/_shared/mail/test-fixtures.ts';
import { createMailbox, MAIL_STAND_IN_URL, mailStandInFetch } from './mail-stand-in.ts';

const BODY = {
  from: 'Punto Legal <contacto@puntolegal.cl>',
  to: 'ana@ejemplo.cl',
  subject: 'Hola',
  text: 'Hola',
  html: '<p>Hola</p>',
};

const post = (body: unknown, headers: Record<string, string> = { authorization: 'Bearer k' }) =>
  new Request(MAIL_STAND_IN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the mail stand-in', () => {
  it("keeps a message Resend would accept and answers Resend's { id }", async () => {
    const mailbox = createMailbox(() => new Date('2026-11-27T12:00:00Z'));
    const response = await mailbox.handle(post({ ...BODY, reply_to: ['a@b.cl'], cc: 'c@d.cl' }));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(mailbox.messages()).toEqual([
      {
        id,
        receivedAt: '2026-11-27T12:00:00.000Z',
        message: {
          from: BODY.from,
          to: ['ana@ejemplo.cl'],
          cc: ['c@d.cl'],
          replyTo: 'a@b.cl',
          subject: 'Hola',
          text: 'Hola',
          html: '<p>Hola</p>',
        },
      },
    ]);
  });

  it.each([
    ['no key', post(BODY, {}), 401, 'missing_api_key'],
    ['no from', post({ ...BODY, from: undefined }), 422, 'validation_error'],
    ['no to', post({ ...BODY, to: [] }), 422, 'validation_error'],
    ['no subject', post({ ...BODY, subject: '' }), 422, 'validation_error'],
    ['a body that is not JSON', post('{'), 422, 'validation_error'],
    [
      'an attachment that is not base64',
      post({ ...BODY, attachments: [{ filename: 'a.ics', content: 'no es base64!' }] }),
      422,
      'validation_error',
    ],
    ['a GET', new Request(MAIL_STAND_IN_URL), 405, 'method_not_allowed'],
  ])('refuses %s as Resend does, and keeps nothing', async (_case, request, status, name) => {
    const mailbox = createMailbox();
    const response = await mailbox.handle(request);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { name: string }).name).toBe(name);
    expect(mailbox.messages()).toEqual([]);
  });

  it('answers a repeated idempotency key with the first id and keeps the message once', async () => {
    const mailbox = createMailbox();
    const headers = { authorization: 'Bearer k', 'idempotency-key': 'aviso/n1' };
    const first = (await (await mailbox.handle(post(BODY, headers))).json()) as { id: string };
    const second = (await (await mailbox.handle(post(BODY, headers))).json()) as { id: string };
    expect(second.id).toBe(first.id);
    expect(mailbox.messages()).toHaveLength(1);
    const other = await mailbox.handle(post({ ...BODY, subject: 'Otro' }, headers));
    expect(other.status).toBe(409);
  });

  it('lists the newest first, and clears', async () => {
    const mailbox = createMailbox();
    await mailbox.handle(post({ ...BODY, subject: 'Primero' }));
    await mailbox.handle(post({ ...BODY, subject: 'Segundo' }));
    expect(mailbox.messages().map((stored) => stored.message.subject)).toEqual([
      'Segundo',
      'Primero',
    ]);
    mailbox.clear();
    expect(mailbox.messages()).toEqual([]);
  });

  it("receives the real client's e-mail through mailStandInFetch, attachment and all", async () => {
    const mailbox = createMailbox();
    const fallback = vi.fn<typeof fetch>(() => Promise.resolve(new Response('otro')));
    const fetchFn = mailStandInFetch(mailbox, fallback);
    const message = noticeEmail('nueva_reserva', BOOKING, CONTEXT);
    if (!message) throw new Error('sin correo');
    const outcome = await sendEmail(message, {
      apiUrl: MAIL_STAND_IN_URL,
      apiKey: 'stand-in',
      fetch: fetchFn,
    });
    expect(outcome.ok).toBe(true);
    expect(mailbox.messages()[0]?.message).toEqual(message);
    expect(fallback).not.toHaveBeenCalled();
    await fetchFn(RESEND_API_URL, { method: 'POST' });
    expect(fallback).toHaveBeenCalledWith(RESEND_API_URL, { method: 'POST' });
  });
});

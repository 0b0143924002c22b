import { noticeEmail } from '../../supabase/functions/_shared/mail/notice-email.ts';
import { sendEmail } from '../../supabase/functions/_shared/mail/resend-client.ts';
import {
  BOOKING,
  CONTEXT,
  decodeBase64,
} from '../../supabase/functions/_shared/mail/test-fixtures.ts';
import { devMailboxResponse } from './dev-mailbox-routes.ts';
import { localMail } from './local-mail.ts';
import { createMailbox, type Mailbox, type StoredEmail } from './mail-stand-in.ts';

const BASE = 'http://localhost:5173';
const request = (path: string, method = 'GET') => new Request(`${BASE}${path}`, { method });

/** A mailbox holding one confirmation, as the real client sent it. */
async function withConfirmation(nombre = 'Ana Pérez'): Promise<Mailbox> {
  const mailbox = createMailbox();
  const mail = localMail({}, mailbox);
  const message = noticeEmail('nueva_reserva', { ...BOOKING, nombre }, CONTEXT);
  if (!message) throw new Error('sin correo');
  await sendEmail(message, mail);
  return mailbox;
}

function answer(mailbox: Mailbox, path: string, method?: string): Response {
  const response = devMailboxResponse(mailbox, request(path, method));
  if (!response) throw new Error(`${path}: sin respuesta`);
  return response;
}

describe('/dev/correos', () => {
  it('leaves every other path to the server', () => {
    const mailbox = createMailbox();
    for (const path of ['/', '/dev', '/dev/correosx', '/functions/v1/notificar']) {
      expect(devMailboxResponse(mailbox, request(path))).toBeNull();
    }
  });

  it('lists each message with its recipient, subject and time, its HTML in a sandboxed frame', async () => {
    const mailbox = await withConfirmation();
    const response = answer(mailbox, '/dev/correos');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="es-CL">');
    expect(page).toContain('<h1>Correos enviados</h1>');
    expect(page).toContain('1 correo, el más reciente primero.');
    expect(page).toContain('<dt>Para</dt><dd>ana@ejemplo.cl</dd>');
    expect(page).toContain('<h2 id="correo-');
    expect(page).toContain(
      'Reserva confirmada: Consulta Laboral, lunes 30 de noviembre 10:00</h2>',
    );
    expect(page).toMatch(/<time datetime="[^"]+">\d+ de noviembre de 2026/);
    expect(page).toContain('sandbox="allow-popups allow-top-navigation-by-user-activation"');
    expect(page).toContain('&lt;base target=&quot;_top&quot;&gt;');
    expect(page).toContain('<details><summary>Texto plano</summary>');
    expect(page).toMatch(/<a href="\/dev\/correos\/[^/]+\/0" download="consulta-punto-legal.ics">/);
    expect(page).toContain('<form method="post" action="/dev/correos/vaciar">');
  });

  it("keeps a hostile message's markup out of the page itself", async () => {
    const page = await answer(
      await withConfirmation('<script>alert(1)</script>'),
      '/dev/correos',
    ).text();
    expect(page).not.toContain('<script>');
    // The frame's document is the attribute's text: escaped once more, so it stays inert there too.
    expect(page).toContain('&amp;lt;script&amp;gt;');
  });

  it('says when there is nothing', async () => {
    expect(await answer(createMailbox(), '/dev/correos').text()).toContain(
      'No hay correos todavía.',
    );
  });

  it('gives the messages as JSON, newest first', async () => {
    const mailbox = await withConfirmation();
    const listed = (await answer(mailbox, '/dev/correos.json').json()) as StoredEmail[];
    expect(listed).toEqual(JSON.parse(JSON.stringify(mailbox.messages())));
    expect(listed[0]?.message.to).toEqual(['ana@ejemplo.cl']);
  });

  it('downloads an attachment, and answers 404 for one that does not exist', async () => {
    const mailbox = await withConfirmation();
    const id = mailbox.messages()[0]?.id ?? '';
    const file = answer(mailbox, `/dev/correos/${id}/0`);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="consulta-punto-legal.ics"',
    );
    const ics = await file.text();
    expect(ics).toBe(decodeBase64(mailbox.messages()[0]?.message.attachments?.[0]?.content ?? ''));
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(answer(mailbox, `/dev/correos/${id}/1`).status).toBe(404);
    expect(answer(mailbox, '/dev/correos/otro/0').status).toBe(404);
  });

  it('empties the mailbox by POST only, back to the page', async () => {
    const mailbox = await withConfirmation();
    expect(answer(mailbox, '/dev/correos/vaciar').status).toBe(405);
    expect(mailbox.messages()).toHaveLength(1);
    const response = answer(mailbox, '/dev/correos/vaciar', 'POST');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dev/correos');
    expect(mailbox.messages()).toEqual([]);
  });
});

describe('localMail', () => {
  it("sends to the server's stand-in, from the firm's address, without Resend's key", () => {
    const mail = localMail({}, createMailbox());
    expect(mail).toMatchObject({
      apiUrl: 'http://correo.local/emails',
      apiKey: 'stand-in',
      from: 'Punto Legal <contacto@puntolegal.cl>',
      firmEmail: 'contacto@puntolegal.cl',
    });
  });

  it("uses Resend and the server's addresses when the environment gives them", () => {
    const mail = localMail(
      { RESEND_API_KEY: 're_123', MAIL_FROM: 'Reservas <r@pl.cl>', FIRM_EMAIL: 'f@pl.cl' },
      createMailbox(),
    );
    expect(mail).toMatchObject({
      apiUrl: 'https://api.resend.com/emails',
      apiKey: 're_123',
      from: 'Reservas <r@pl.cl>',
      firmEmail: 'f@pl.cl',
    });
  });
});

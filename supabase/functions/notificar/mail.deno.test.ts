/**
 * Under Deno: the shared mail modules (web-standard only) render a booking's confirmation with
 * its calendar file and hand it to Resend's client, which posts what Resend documents. The
 * notice functions send their e-mails with these modules in Supabase's Edge runtime.
 */
import assert from 'node:assert/strict';
import { noticeEmail } from '../_shared/mail/notice-email.ts';
import { RESEND_API_URL, sendEmail } from '../_shared/mail/resend-client.ts';
import { BOOKING, CONTEXT, decodeBase64 } from '../_shared/mail/test-fixtures.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';

deno.test('a confirmation is rendered and posted to Resend with its calendar file', async () => {
  const message = noticeEmail('nueva_reserva', BOOKING, CONTEXT);
  assert.ok(message);
  const posted: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    posted.push({
      url: request.url,
      headers: request.headers,
      body: (await request.json()) as Record<string, unknown>,
    });
    return Response.json({ id: 'em_deno' });
  };
  const outcome = await sendEmail(message, {
    apiUrl: RESEND_API_URL,
    apiKey: 're_deno_key',
    fetch: fakeFetch,
    idempotencyKey: 'aviso/n1',
  });
  assert.deepEqual(outcome, { ok: true, response: { id: 'em_deno' } });
  assert.equal(posted.length, 1);
  const [call] = posted;
  assert.ok(call);
  assert.equal(call.url, RESEND_API_URL);
  assert.equal(call.headers.get('authorization'), 'Bearer re_deno_key');
  assert.equal(call.headers.get('idempotency-key'), 'aviso/n1');
  assert.deepEqual(call.body.to, ['ana@ejemplo.cl']);
  assert.equal(
    call.body.subject,
    'Reserva confirmada: Consulta Laboral, lunes 30 de noviembre 10:00',
  );
  const attachments = call.body.attachments as {
    filename: string;
    content: string;
    content_type: string;
  }[];
  const [attachment] = attachments;
  assert.ok(attachment);
  assert.equal(attachment.filename, 'consulta-punto-legal.ics');
  assert.equal(attachment.content_type, 'text/calendar; charset=utf-8; method=PUBLISH');
  const ics = decodeBase64(attachment.content);
  assert.match(ics, /^BEGIN:VCALENDAR\r\n/);
  assert.ok(ics.includes(`UID:${BOOKING.id}@puntolegal.cl\r\n`));
  assert.ok(ics.includes('DTSTART;TZID=America/Santiago:20261130T100000\r\n'));
});

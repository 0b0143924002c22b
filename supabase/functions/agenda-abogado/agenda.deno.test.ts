/**
 * Under Deno: the function, served on a loopback port, answers a lawyer's calendar app with the
 * agenda as an iCalendar file, a revoked or malformed address with 404, and a write with 405.
 */
import assert from 'node:assert/strict';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { fakeAgendaStore, LAWYER_TOKEN } from './fake-store.ts';
import { createAgendaHandler, INVALID_LINK } from './handler.ts';

deno.test('serves the agenda to its secret, and nothing to anything else', async () => {
  const { store } = fakeAgendaStore();
  const server = deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    createAgendaHandler({ store, now: () => new Date('2027-03-30T15:04:05Z') }),
  );
  const address = `http://127.0.0.1:${String(server.addr.port)}/`;
  try {
    const calendar = await fetch(`${address}?token=${LAWYER_TOKEN}`);
    assert.equal(calendar.status, 200);
    assert.equal(calendar.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(calendar.headers.get('cache-control'), 'private, no-store');
    const ics = await calendar.text();
    assert.ok(ics.startsWith('BEGIN:VCALENDAR\r\n'));
    assert.ok(ics.includes('\r\nDTSTART;TZID=America/Santiago:20270405T090000\r\n'));
    assert.ok(ics.includes('\r\nDTSTART;TZID=America/Santiago:20270906T090000\r\n'));
    assert.ok(ics.includes('\r\nSEQUENCE:1\r\n'));

    const revoked = await fetch(`${address}?token=${'b'.repeat(64)}`);
    assert.equal(revoked.status, 404);
    assert.equal(await revoked.text(), INVALID_LINK);

    const write = await fetch(`${address}?token=${LAWYER_TOKEN}`, { method: 'POST' });
    assert.equal(write.status, 405);
    await write.body?.cancel();
  } finally {
    await server.shutdown();
  }
});

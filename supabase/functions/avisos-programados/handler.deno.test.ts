/**
 * Under Deno, the engine of the Edge runtime: the schedule's handler served on a loopback port
 * and called as pg_cron and an admin call it. Only the schedule's secret or an admin at aal2 runs
 * it; a run reports what it did; a fault of the database side is logged, not answered.
 */
import assert from 'node:assert/strict';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { callHeaders, DUE, DUE_REPORT, fakeSchedule, SECRET } from './fake-schedule.ts';
import { createScheduledNoticesHandler } from './handler.ts';

type Call = { method?: string; secret?: string; token?: string };

/** The handler served by Deno; `call` sends a request as pg_net would (a JSON body on a POST). */
function served(deps: Parameters<typeof createScheduledNoticesHandler>[0]) {
  const server = deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    createScheduledNoticesHandler(deps),
  );
  const call = async ({ method = 'POST', ...credentials }: Call = {}) => {
    const response = await fetch(`http://127.0.0.1:${String(server.addr.port)}/`, {
      method,
      headers: { 'content-type': 'application/json', ...callHeaders(credentials) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return { status: response.status, text: await response.text() };
  };
  return { call, close: () => server.shutdown() };
}

deno.test('only POST: a GET is refused with 405', async () => {
  const schedule = fakeSchedule();
  const fn = served(schedule.deps);
  try {
    const answer = await fn.call({ method: 'GET', secret: SECRET });
    assert.equal(answer.status, 405);
    assert.deepEqual(JSON.parse(answer.text), { codigo: 'metodo', error: 'Método no permitido' });
    assert.equal(schedule.prepared(), 0);
  } finally {
    await fn.close();
  }
});

deno.test(
  'without the secret, with a wrong one, or as a caller who is not an admin: 403',
  async () => {
    const schedule = fakeSchedule();
    const fn = served(schedule.deps);
    try {
      for (const credentials of [
        {},
        { secret: 'otro-secreto-0123456789abcdef01234567' },
        { secret: SECRET.slice(1) },
        { secret: 'x', token: 'admin-aal1' },
        { token: 'cliente' },
      ]) {
        const answer = await fn.call(credentials);
        assert.equal(answer.status, 403, JSON.stringify(credentials));
        assert.deepEqual(JSON.parse(answer.text), {
          codigo: 'acceso_denegado',
          error: 'Solo administradores',
        });
      }
      assert.equal(schedule.prepared(), 0);
      assert.deepEqual(schedule.delivered, []);
    } finally {
      await fn.close();
    }
  },
);

deno.test('with the secret, the run delivers each due notice and reports the counts', async () => {
  const schedule = fakeSchedule();
  const fn = served(schedule.deps);
  try {
    const answer = await fn.call({ secret: SECRET });
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.text), DUE_REPORT);
    assert.deepEqual(
      [...schedule.delivered].sort(),
      DUE.map((notice) => notice.id),
    );
    assert.equal(schedule.recorded.length, DUE.length);
  } finally {
    await fn.close();
  }
});

deno.test('an active admin at aal2 runs it without the secret', async () => {
  const schedule = fakeSchedule();
  const fn = served(schedule.deps);
  try {
    const answer = await fn.call({ token: 'admin' });
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.text), DUE_REPORT);
  } finally {
    await fn.close();
  }
});

deno.test('a fault of the database side answers 500 without its text', async () => {
  const fault = 'connection to postgres://servicio:clave-interna@db.interno:5432 refused';
  const schedule = fakeSchedule({ fault });
  const fn = served(schedule.deps);
  const log = console.error;
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
  try {
    const answer = await fn.call({ secret: SECRET });
    assert.equal(answer.status, 500);
    assert.deepEqual(JSON.parse(answer.text), {
      codigo: 'error_interno',
      error: 'No se pudieron enviar los avisos',
    });
    assert.ok(!answer.text.includes('clave-interna'));
    assert.deepEqual(logged, [['avisos-programados', fault]]);
  } finally {
    console.error = log;
    await fn.close();
  }
});

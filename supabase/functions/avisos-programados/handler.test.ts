import { callHeaders, DUE, DUE_REPORT, fakeSchedule, SECRET } from './fake-schedule.ts';
import { createScheduledNoticesHandler, SCHEDULE_SECRET_HEADER } from './handler.ts';

const URL_FUNCION = 'https://proyecto.supabase.co/functions/v1/avisos-programados';

/** pg_cron's call: a POST with an empty JSON body and, when given, the secret and a token. */
const post = (call: { secret?: string; token?: string } = {}) =>
  new Request(URL_FUNCION, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...callHeaders(call) },
    body: '{}',
  });

describe('avisos-programados', () => {
  it('answers the CORS preflight and refuses any method but POST', async () => {
    const schedule = fakeSchedule();
    const handler = createScheduledNoticesHandler(schedule.deps);
    expect((await handler(new Request(URL_FUNCION, { method: 'OPTIONS' }))).status).toBe(204);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await handler(
        new Request(URL_FUNCION, { method, headers: { [SCHEDULE_SECRET_HEADER]: SECRET } }),
      );
      expect(response.status).toBe(405);
      expect(await response.json()).toEqual({ codigo: 'metodo', error: 'Método no permitido' });
    }
    expect(schedule.prepared()).toBe(0);
  });

  it.each([
    ['without the secret or a session', {}],
    ['with a wrong secret', { secret: 'otro-secreto-0123456789abcdef01234567' }],
    ['with the secret cut short', { secret: SECRET.slice(0, -1) }],
    ['with an empty secret', { secret: '' }],
    [
      'with a wrong secret and a signed-in admin before the second step',
      {
        secret: 'x',
        token: 'admin-aal1',
      },
    ],
    ['with a session that is not an admin’s', { token: 'cliente' }],
  ])('refuses a call %s (403), running nothing', async (_, call) => {
    const schedule = fakeSchedule();
    const response = await createScheduledNoticesHandler(schedule.deps)(post(call));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      codigo: 'acceso_denegado',
      error: 'Solo administradores',
    });
    expect(schedule.prepared()).toBe(0);
    expect(schedule.delivered).toEqual([]);
  });

  it('refuses every secret when its own is not set, the empty one too', async () => {
    for (const secret of [undefined, '', '   ']) {
      const schedule = fakeSchedule({ secret });
      for (const given of ['', ' ', SECRET]) {
        const response = await createScheduledNoticesHandler(schedule.deps)(
          post({ secret: given }),
        );
        expect(response.status).toBe(403);
      }
      expect(schedule.prepared()).toBe(0);
    }
  });

  it('with the secret, runs the schedule: each due notice delivered and recorded', async () => {
    const schedule = fakeSchedule();
    const response = await createScheduledNoticesHandler(schedule.deps)(post({ secret: SECRET }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(DUE_REPORT);
    expect(schedule.prepared()).toBe(1);
    expect([...schedule.delivered].sort()).toEqual(DUE.map((notice) => notice.id));
    expect([...schedule.recorded].sort()).toEqual([
      ['n1', 'enviado', null],
      ['n2', 'fallido', 'HTTP 500'],
      ['n3', 'sin_envio', 'Correo no configurado'],
      ['n4', 'descartado', 'Sin destinatario'],
    ]);
  });

  it('lets an active admin at aal2 run it now, without the secret', async () => {
    const schedule = fakeSchedule();
    const response = await createScheduledNoticesHandler(schedule.deps)(post({ token: 'admin' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DUE_REPORT);
    expect(schedule.recorded).toHaveLength(DUE.length);
  });

  it('lets an admin run it where the schedule has no secret set', async () => {
    const schedule = fakeSchedule({ secret: undefined });
    const response = await createScheduledNoticesHandler(schedule.deps)(post({ token: 'admin' }));
    expect(response.status).toBe(200);
  });

  it('answers a token that does not verify with 401, as every function does', async () => {
    const schedule = fakeSchedule();
    const response = await createScheduledNoticesHandler(schedule.deps)(
      post({ token: 'caducado' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ codigo: 'sesion_invalida' });
    expect(schedule.prepared()).toBe(0);
  });

  it('answers 500 without the internal error, which goes to the log only', async () => {
    const fault = 'connection to postgres://servicio:clave-interna@db.interno:5432 refused';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schedule = fakeSchedule({ fault });
    const response = await createScheduledNoticesHandler(schedule.deps)(post({ secret: SECRET }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      codigo: 'error_interno',
      error: 'No se pudieron enviar los avisos',
    });
    expect(text).not.toContain('clave-interna');
    expect(text).not.toContain('postgres');
    expect(logged).toHaveBeenCalledWith('avisos-programados', fault);
    expect(schedule.delivered).toEqual([]);
  });
});

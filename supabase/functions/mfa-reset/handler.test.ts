import { InvalidToken, type Caller } from '../_shared/auth/verify-caller.ts';
import { Refused } from '../_shared/http.ts';
import { ADMIN_AAL2_ONLY, createMfaResetHandler, type MfaResetStore } from './handler.ts';

const TARGET = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const CALLERS: Record<string, Caller> = {
  'admin-aal2': { userId: 'u-admin', aal: 'aal2' },
  'admin-aal1': { userId: 'u-admin', aal: 'aal1' },
  abogado: { userId: 'u-abogado', aal: 'aal2' },
};

/**
 * A store whose bearer tokens name the callers above ('caducado' does not verify), where u-admin
 * is the only admin, and which records each step in order.
 */
function stubStore(options: { refuse?: Refused; factors?: string[] } = {}) {
  const steps: unknown[][] = [];
  const store: MfaResetStore = {
    identify: (request) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      if (token === 'caducado') return Promise.reject(new InvalidToken('JWT expired'));
      return Promise.resolve(token ? (CALLERS[token] ?? null) : null);
    },
    // The store's own rule (isActiveAdmin) also asks for aal2; this stub does not, so the
    // handler's check is what the aal1 case exercises.
    isAdmin: (caller) => Promise.resolve(caller.userId === 'u-admin'),
    recordReset: (admin, userId) => {
      steps.push(['record', admin, userId]);
      return options.refuse ? Promise.reject(options.refuse) : Promise.resolve();
    },
    factorIds: (userId) => {
      steps.push(['list', userId]);
      return Promise.resolve(options.factors ?? ['f-1', 'f-2']);
    },
    deleteFactor: (userId, factorId) => {
      steps.push(['delete', userId, factorId]);
      return Promise.resolve();
    },
  };
  return { store, steps };
}

const post = (token: string | null, body: unknown = { userId: TARGET }) =>
  new Request('https://proyecto.supabase.co/functions/v1/mfa-reset', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe('mfa-reset', () => {
  it('records the reset, then removes every factor of the account, and says how many', async () => {
    const { store, steps } = stubStore();
    const response = await createMfaResetHandler({ store })(post('admin-aal2'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 2 });
    expect(steps).toEqual([
      ['record', CALLERS['admin-aal2'], TARGET],
      ['list', TARGET],
      ['delete', TARGET, 'f-1'],
      ['delete', TARGET, 'f-2'],
    ]);
  });

  it('answers 401 without a token, or with one that does not verify', async () => {
    const { store, steps } = stubStore();
    const handler = createMfaResetHandler({ store });
    const anonymous = await handler(post(null));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ codigo: 'sin_sesion' });
    const expired = await handler(post('caducado'));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ message: 'JWT expired' });
    expect(steps).toEqual([]);
  });

  it.each([
    ['an admin at aal1 (a password alone)', 'admin-aal1'],
    ['a staff member who is not an admin', 'abogado'],
  ])('refuses %s with 403, touching nothing', async (_case, token) => {
    const { store, steps } = stubStore();
    const response = await createMfaResetHandler({ store })(post(token));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ codigo: 'acceso_denegado', error: ADMIN_AAL2_ONLY });
    expect(steps).toEqual([]);
  });

  it('removes nothing when the database refuses the reset', async () => {
    const { store, steps } = stubStore({
      refuse: new Refused(
        'dato_invalido',
        'Tu propia verificación en dos pasos se cambia en Mi cuenta.',
      ),
    });
    const response = await createMfaResetHandler({ store })(post('admin-aal2'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      codigo: 'dato_invalido',
      error: 'Tu propia verificación en dos pasos se cambia en Mi cuenta.',
    });
    expect(steps).toEqual([['record', CALLERS['admin-aal2'], TARGET]]);
  });

  it('answers a refusal of the admin by the database with 403', async () => {
    const { store, steps } = stubStore({ refuse: new Refused('acceso_denegado', ADMIN_AAL2_ONLY) });
    const response = await createMfaResetHandler({ store })(post('admin-aal2'));
    expect(response.status).toBe(403);
    expect(steps.filter(([step]) => step === 'delete')).toEqual([]);
  });

  it('refuses a body without an account id before recording anything', async () => {
    const { store, steps } = stubStore();
    const handler = createMfaResetHandler({ store });
    for (const body of [{}, { userId: 'no-uuid' }, { userId: 42 }]) {
      const response = await handler(post('admin-aal2', body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ codigo: 'solicitud_invalida' });
    }
    expect(steps).toEqual([]);
  });

  it('answers 500 when Supabase Auth fails, after the reset is on record', async () => {
    const { store, steps } = stubStore();
    store.deleteFactor = () => Promise.reject(new Error('Auth no responde'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await createMfaResetHandler({ store })(post('admin-aal2'));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ codigo: 'error_interno' });
    expect(steps[0]).toEqual(['record', CALLERS['admin-aal2'], TARGET]);
  });

  it('answers the preflight and refuses other methods', async () => {
    const handler = createMfaResetHandler({ store: stubStore().store });
    const url = 'https://proyecto.supabase.co/functions/v1/mfa-reset';
    expect((await handler(new Request(url, { method: 'OPTIONS' }))).status).toBe(204);
    expect((await handler(new Request(url))).status).toBe(405);
  });
});

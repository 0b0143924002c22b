import { applyMigrations } from '../../supabase/tests/test-database';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DEMO_PASSWORD, seedDemoAccounts } from './embedded/demo-accounts';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import { memorySessionStore } from './embedded/session-store';
import { describeBackendContract } from './contract/backend-contract';
import type { AuthEvent, BackendPort } from './port';

// The embedded adapter on a real Postgres (PGlite in Node): the contract every adapter honours,
// then what only the embedded mode does (demo accounts, its own sessions and reset links).

let db: PGlite;
let backend: BackendPort;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  expect(await seedDemoAccounts(db)).toBe(true);
  backend = createEmbeddedBackend(db, memorySessionStore());
});
afterAll(() => db.close());

const demo = (email: string) => ({ email, password: DEMO_PASSWORD });
describeBackendContract('embedded', () => ({
  backend,
  accounts: {
    admin: demo('admin@demo.cl'),
    abogado: demo('abogado@demo.cl'),
    cliente: demo('cliente@demo.cl'),
  },
  newEmail: (name) => `${name}@ejemplo.cl`,
}));

describe('embedded mode', () => {
  afterEach(() => backend.auth.signOut());

  it('seeds the demo accounts on the first start only', async () => {
    expect(await seedDemoAccounts(db)).toBe(false);
  });

  it('signs in whatever the case of the address', async () => {
    const events: AuthEvent[] = [];
    const stop = backend.auth.onAuthStateChange((event) => events.push(event));
    const session = await backend.auth.signIn('ADMIN@demo.cl', DEMO_PASSWORD);
    expect(session.user.email).toBe('admin@demo.cl');
    stop();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('stores each change before it returns', async () => {
    const steps: string[] = [];
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, 'transaction').mockImplementation(
      async (fn: Parameters<typeof transaction>[0]) => {
        const result = await transaction(fn);
        steps.push('commit');
        return result;
      },
    );
    vi.spyOn(db, 'syncToFs').mockImplementation(() => {
      steps.push('store');
      return Promise.resolve();
    });
    await backend.newsletter.subscribe('guardado@ejemplo.cl');
    expect(steps.at(-2)).toBe('commit');
    expect(steps.at(-1)).toBe('store');
    steps.length = 0;
    await backend.newsletter.subscribe('guardado@ejemplo.cl');
    await backend.reservas.occupied('2026-01-05', '2026-01-09');
    expect(steps.at(-1)).toBe('commit');
  });

  it('refreshes an expired session', async () => {
    const store = memorySessionStore();
    const other = createEmbeddedBackend(db, store);
    const session = await other.auth.signIn('cliente@demo.cl', DEMO_PASSWORD);
    store.save({ ...session, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const refreshed = await other.auth.getSession();
    expect(refreshed?.accessToken).not.toBe(session.accessToken);
    expect(refreshed?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('resets a forgotten password with a one-time link', async () => {
    expect(
      await backend.auth.requestPasswordReset('nadie@ejemplo.cl', 'http://localhost/auth'),
    ).toEqual({});
    const { demoLink } = await backend.auth.requestPasswordReset(
      'cliente@demo.cl',
      'http://localhost/auth',
    );
    const token = new URL(demoLink ?? '').searchParams.get('code') ?? '';
    await backend.auth.exchangeCode(token);
    await backend.auth.updatePassword('nueva-clave-1');
    await backend.auth.signOut();
    await expect(backend.auth.exchangeCode(token)).rejects.toThrow('no es válido o expiró');
    await backend.auth.signIn('cliente@demo.cl', 'nueva-clave-1');
    await backend.auth.updatePassword(DEMO_PASSWORD);
  });
});

import { applyMigrations } from '../../supabase/tests/test-database';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createNotifyHandler } from '../../supabase/functions/notificar/handler';
import { DEMO_PASSWORD, seedDemoAccounts } from './embedded/demo-accounts';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import type { EmbeddedNotifyOptions } from './embedded/notify-operations';
import { memorySessionStore } from './embedded/session-store';
import { describeBackendContract } from './contract/backend-contract';
import { freeSlots } from './contract/free-slots';
import type { AuthEvent, BackendPort } from './port';

// The embedded adapter on a real Postgres (PGlite in Node): the contract every adapter honours,
// then what only the embedded mode does (demo accounts, its own sessions and reset links).

let db: PGlite;
let backend: BackendPort;

const WEBHOOK = 'https://hook.make.com/secreto-de-prueba-1234';

/** What the stand-in webhook received, and how it answers (200 unless told otherwise). */
const webhook = { received: [] as Record<string, unknown>[], status: 200 };

/**
 * The local relay of `npm run dev`, in process: the function's own handler with the webhook
 * above, reached through the `fetch` the embedded backend is given.
 */
function localRelay(webhookUrl: string | undefined): EmbeddedNotifyOptions {
  const handler = createNotifyHandler({
    webhookUrl,
    siteUrl: 'https://puntolegal.cl',
    fetch: (_input, init) => {
      webhook.received.push(
        JSON.parse(typeof init?.body === 'string' ? init.body : '') as Record<string, unknown>,
      );
      return Promise.resolve(
        new Response(JSON.stringify({ aceptado: webhook.status === 200 }), {
          status: webhook.status,
          statusText: webhook.status === 200 ? 'OK' : 'Service Unavailable',
        }),
      );
    },
  });
  return {
    functionsUrl: 'http://sitio.local/functions/v1',
    fetch: (input, init) =>
      handler(new Request(input instanceof Request ? input.url : input.toString(), init)),
  };
}

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  expect(await seedDemoAccounts(db)).toBe(true);
  backend = createEmbeddedBackend(db, memorySessionStore(), localRelay(WEBHOOK));
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

  it('sends a booking notice through the relay once, logged by the server side only', async () => {
    const [slot] = await freeSlots(backend, 1);
    if (!slot) throw new Error('no free slot');
    const reservation = await backend.reservas.create({
      nombre: 'Rosa Díaz',
      rut: '15.432.108-K',
      email: 'rosa@ejemplo.cl',
      telefono: '+56955554444',
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'laboral',
      tipoReunion: 'videollamada',
      descripcion: 'Despido tras licencia médica',
    });
    webhook.received.length = 0;
    const request = { tipo: 'nueva_reserva', reservaId: reservation.id } as const;
    await expect(backend.notificaciones.notify(request)).resolves.toEqual({
      kind: 'enviado',
      intentos: 1,
    });
    await expect(backend.notificaciones.notify(request)).resolves.toMatchObject({
      kind: 'rechazado',
      code: 'aviso_enviado',
    });
    expect(webhook.received).toHaveLength(1);
    const [payload] = webhook.received;
    expect(payload).toMatchObject({
      tipo_evento: 'nueva_reserva',
      reserva: { id: reservation.id, email: 'rosa@ejemplo.cl', precio: 35000 },
    });
    expect(JSON.stringify(payload)).not.toMatch(/15\.432|licencia/);
    const { rows } = await db.query<{ estado: string; intentos: number; webhook_sent: boolean }>(
      `select n.estado, n.intentos, r.webhook_sent from public.notificaciones n
       join public.reservas r on r.id = n.reserva_id
       where n.reserva_id = $1 and n.tipo = 'nueva_reserva'`,
      [reservation.id],
    );
    expect(rows).toEqual([{ estado: 'enviado', intentos: 1, webhook_sent: true }]);
  });

  it('counts each failed attempt on the server and stops at three', async () => {
    const [slot] = (await freeSlots(backend, 2)).slice(1);
    if (!slot) throw new Error('no free slot');
    const reservation = await backend.reservas.create({
      nombre: 'Tomás Vera',
      rut: '16.543.219-3',
      email: 'tomas@ejemplo.cl',
      telefono: '+56944443333',
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'familia',
      tipoReunion: 'telefonica',
    });
    webhook.status = 503;
    const request = { tipo: 'notificacion_abogado', reservaId: reservation.id } as const;
    try {
      for (const intentos of [1, 2, 3]) {
        await expect(backend.notificaciones.notify(request)).resolves.toEqual({
          kind: 'fallido',
          intentos,
          error: 'HTTP 503: Service Unavailable',
        });
      }
      await expect(backend.notificaciones.notify(request)).resolves.toMatchObject({
        kind: 'rechazado',
        code: 'aviso_agotado',
      });
    } finally {
      webhook.status = 200;
    }
  });

  it('without a webhook on the server, attempts nothing and says so', async () => {
    const unconfigured = createEmbeddedBackend(db, memorySessionStore(), localRelay(undefined));
    await unconfigured.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await expect(unconfigured.notificaciones.webhookStatus()).resolves.toMatchObject({
      configurado: false,
      destino: null,
    });
    const answer = await unconfigured.notificaciones.notify({ tipo: 'test' });
    expect(answer).toMatchObject({ kind: 'sin_envio' });
    expect(answer.kind === 'sin_envio' && answer.error).toMatch(/MAKE_WEBHOOK_URL/);
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    const status = await backend.notificaciones.webhookStatus();
    expect(status).toMatchObject({ configurado: true, destino: 'https://hook.make.com/…1234' });
    await unconfigured.auth.signOut();
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

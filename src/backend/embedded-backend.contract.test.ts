import { applyMigrations } from '../../supabase/tests/test-database';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import {
  createNotifyHandler,
  NOTICE_NOT_DELIVERED,
} from '../../supabase/functions/notificar/handler';
import { DEFAULT_PAYLOAD_OPTIONS } from '../../supabase/functions/_shared/notify/payloads';
import { DEMO_PASSWORD, seedDemoAccounts } from './embedded/demo-accounts';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import type { EmbeddedNotifyOptions } from './embedded/notify-operations';
import { memorySessionStore } from './embedded/session-store';
import { describeBackendContract, type ContractTarget } from './contract/backend-contract';
import { CONFIRMATION_RETURN } from './contract/new-account';
import { describeAgendaContract } from './contract/agenda-contract';
import { describeSecondStepContract } from './contract/second-step-contract';
import { passSecondStep } from './contract/second-step';
import { totpCode, totpStep } from '../lib/auth/totp';
import { freeSlots } from './contract/free-slots';
import type { AuthEvent, BackendPort } from './port';
import { STATEMENTS } from '../test/booking-statements';
import {
  createMailbox,
  MAIL_STAND_IN_URL,
  mailStandInFetch,
} from '../../scripts/lib/mail-stand-in';
import { PRIVACY_POLICY_VERSION } from '../content/legal/versions';

// The embedded adapter on a real Postgres (PGlite in Node): the contract every adapter honours,
// then what only the embedded mode does (demo accounts, its own sessions and reset links).

let db: PGlite;
let backend: BackendPort;

const WEBHOOK = 'https://hook.make.com/secreto-de-prueba-1234';

/** What the stand-in webhook received, and how it answers (200 unless told otherwise). */
const webhook = { received: [] as Record<string, unknown>[], status: 200 };

/** What the e-mail stand-in received. */
const mailbox = createMailbox();

/**
 * The local relay of `npm run dev`, in process: the function's own handler with the webhook
 * above, reached through the `fetch` the embedded backend is given.
 */
function localRelay(webhookUrl: string | undefined): EmbeddedNotifyOptions {
  const handler = createNotifyHandler({
    webhookUrl,
    siteUrl: 'https://puntolegal.cl',
    mail: {
      apiUrl: MAIL_STAND_IN_URL,
      apiKey: 'stand-in',
      from: 'Punto Legal <contacto@puntolegal.cl>',
      firmEmail: 'contacto@puntolegal.cl',
      fetch: mailStandInFetch(mailbox, () => Promise.reject(new Error('sin red'))),
    },
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

/** Follows a link the embedded backend showed instead of e-mailing it, as the page does. */
const follow = (port: BackendPort, link: string | undefined) =>
  port.auth.exchangeCode(new URL(link ?? 'http://localhost/auth').searchParams.get('code') ?? '');

const demo = (email: string) => ({ email, password: DEMO_PASSWORD });
const demoTarget = (): ContractTarget => ({
  backend,
  accounts: {
    admin: demo('admin@demo.cl'),
    abogado: demo('abogado@demo.cl'),
    cliente: demo('cliente@demo.cl'),
  },
  newEmail: (name) => `${name}@ejemplo.cl`,
  signUpUnconfirmed: (input) => backend.auth.signUp(input, CONFIRMATION_RETURN),
  async confirmAddress(_email, answer) {
    if (!answer.demoLink) throw new Error('the sign-up showed no confirmation link');
    await follow(backend, answer.demoLink);
    await backend.auth.signOut();
  },
});
describeBackendContract('embedded', demoTarget);
describeSecondStepContract('embedded', demoTarget, { replays: true });
describeAgendaContract('embedded', demoTarget);

/** A person of their own device who signed up and followed the link shown: signed in. */
async function confirmedPerson(email: string, nombre: string): Promise<BackendPort> {
  const person = createEmbeddedBackend(db, memorySessionStore());
  const answer = await person.auth.signUp(
    { email, password: 'clave-segura', nombre },
    CONFIRMATION_RETURN,
  );
  await follow(person, answer.demoLink);
  return person;
}

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
    await backend.newsletter.subscribe('guardado@ejemplo.cl', PRIVACY_POLICY_VERSION.version);
    expect(steps.at(-2)).toBe('commit');
    expect(steps.at(-1)).toBe('store');
    steps.length = 0;
    await backend.newsletter.subscribe('guardado@ejemplo.cl', PRIVACY_POLICY_VERSION.version);
    await backend.reservas.occupied('2026-01-05', '2026-01-09');
    expect(steps.at(-1)).toBe('commit');
  });

  it('refreshes an expired session, rotating its tokens, and forgives a tab that lost the race', async () => {
    const store = memorySessionStore();
    const other = createEmbeddedBackend(db, store);
    const session = await other.auth.signIn('cliente@demo.cl', DEMO_PASSWORD);
    await db.query(
      "update embedded_auth.sesiones set access_expira_en = now() - interval '1 second' where access_token = $1",
      [session.accessToken],
    );
    const refreshed = await other.auth.getSession();
    expect(refreshed?.accessToken).not.toBe(session.accessToken);
    expect(refreshed?.refreshToken).not.toBe(session.refreshToken);
    expect(refreshed?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    // A second tab that still holds the old pair within 10 seconds gets the current one.
    const tab = memorySessionStore();
    tab.save(session);
    expect((await createEmbeddedBackend(db, tab).auth.getSession())?.accessToken).toBe(
      refreshed?.accessToken,
    );
    await other.auth.signOut();
  });

  /** A second device of the same person: its own stored tokens on the same database. */
  async function device(email: string) {
    const store = memorySessionStore();
    const port = createEmbeddedBackend(db, store);
    await port.auth.signIn(email, DEMO_PASSWORD);
    return { port, store };
  }

  it('signs out on this device, on the others, or on all of them; a saved token then fails', async () => {
    const phone = await device('cliente@demo.cl');
    const laptop = await device('cliente@demo.cl');
    const tablet = await device('cliente@demo.cl');
    const saved = laptop.store.load();

    await phone.port.auth.signOut('others');
    expect(await phone.port.auth.getSession()).not.toBeNull();
    expect(await laptop.port.auth.getSession()).toBeNull();
    expect(await tablet.port.auth.getSession()).toBeNull();

    // Putting the saved tokens back does not bring the session back.
    laptop.store.save(saved);
    expect(await laptop.port.auth.getSession()).toBeNull();

    const again = await device('cliente@demo.cl');
    const kept = again.store.load();
    await phone.port.auth.signOut('global');
    expect(await phone.port.auth.getSession()).toBeNull();
    again.store.save(kept);
    expect(await again.port.auth.getSession()).toBeNull();
  });

  it('ends a session unused for 30 minutes, and a deleted account’s at once', async () => {
    const idle = await device('cliente@demo.cl');
    const token = idle.store.load()?.accessToken;
    await db.query(
      "update embedded_auth.sesiones set activa_en = now() - interval '31 minutes' where access_token = $1",
      [token],
    );
    expect(await idle.port.auth.getSession()).toBeNull();
    expect(idle.store.load()).toBeNull();

    const person = await confirmedPerson('se-va@ejemplo.cl', 'Se Va');
    expect(await person.auth.getSession()).not.toBeNull();
    await db.query("delete from auth.users where email = 'se-va@ejemplo.cl'");
    expect(await person.auth.getSession()).toBeNull();
  });

  it('holds the session’s level in the database, not in what the browser stored', async () => {
    const staff = await device('abogado@demo.cl');
    const stored = staff.store.load();
    if (!stored) throw new Error('no session');
    staff.store.save({ ...stored, aal: 'aal2' });
    expect((await staff.port.auth.getSession())?.aal).toBe('aal1');
    expect((await staff.port.profiles.list()).length).toBe(1);
    await staff.port.auth.signOut();
  });

  it('makes a person wait after 5 wrong codes in 15 minutes', async () => {
    const person = await confirmedPerson('espera@ejemplo.cl', 'Espera');
    const { factorId, secret } = await person.auth.mfa.enroll();
    await person.auth.mfa.confirmEnrollment(
      factorId,
      await totpCode(secret, totpStep(Date.now()) - 1),
    );
    const right = await totpCode(secret, totpStep(Date.now()));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(person.auth.mfa.verify(factorId, wrong)).rejects.toMatchObject({
        code: 'codigo_invalido',
      });
    }
    // Even the right code waits now, and the message says for how long.
    await expect(person.auth.mfa.verify(factorId, right)).rejects.toMatchObject({
      code: 'espera_codigo',
      message: expect.stringMatching(/espera 15 minutos/) as unknown,
    });
    await db.query(
      "update embedded_auth.fallos_codigo set en = en - interval '15 minutes' where factor_id = $1",
      [factorId],
    );
    await person.auth.mfa.verify(factorId, right);
    expect((await person.auth.getSession())?.aal).toBe('aal2');
    await person.auth.signOut();
  });

  it('lets an admin at aal2 remove another account’s factor, which ends its sessions and is recorded', async () => {
    const lawyer = await device('abogado@demo.cl');
    const lawyerId = (await lawyer.port.auth.getSession())?.user.id ?? '';
    const admin = await device('admin@demo.cl');
    await expect(admin.port.auth.mfa.resetFor(lawyerId)).rejects.toMatchObject({
      code: 'acceso_denegado',
    });
    await passSecondStep(admin.port, undefined);
    expect(await admin.port.auth.mfa.resetFor(lawyerId)).toBe(1);
    expect(await lawyer.port.auth.getSession()).toBeNull();
    const { rows } = await db.query<{ actor_email: string; afectado_email: string }>(
      'select actor_email, afectado_email from public.eventos_seguridad',
    );
    expect(rows).toEqual([{ actor_email: 'admin@demo.cl', afectado_email: 'abogado@demo.cl' }]);
    // The lawyer signs in with the password and is asked to set up a new factor.
    await lawyer.port.auth.signIn('abogado@demo.cl', DEMO_PASSWORD);
    expect(await lawyer.port.auth.mfa.assurance()).toEqual({ current: 'aal1', next: 'aal1' });
    await db.query(
      "select embedded_auth.crear_factor(id, true) from auth.users where email = 'abogado@demo.cl'",
    );
    await lawyer.port.auth.signOut();
    await admin.port.auth.signOut();
  });

  it('lets an admin at aal2 enter a reference value by hand, then read it in force with its date', async () => {
    const admin = await device('admin@demo.cl');
    await passSecondStep(admin.port, undefined);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(
      new Date(),
    );
    const entry = { codigo: 'uf' as const, fecha: today, motivo: 'La CMF no publicó el valor' };
    await expect(
      admin.port.valoresReferencia.correct({ ...entry, valor: 1 }),
    ).rejects.toMatchObject({ code: 'valor_fuera_de_rango' });
    await admin.port.valoresReferencia.correct({ ...entry, valor: 40_000.5 });
    expect(await admin.port.valoresReferencia.inForce()).toContainEqual({
      codigo: 'uf',
      valor: 40_000.5,
      fecha: today,
      origen: 'manual',
      fuente: 'Ingresado por el estudio',
    });
    await admin.port.auth.signOut();
  });

  it('sends a booking notice through the relay once, logged by the server side only', async () => {
    const [slot] = await freeSlots(backend, 1);
    if (!slot) throw new Error('no free slot');
    const reservation = await backend.reservas.create({
      ...STATEMENTS,
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
      ...STATEMENTS,
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
          error: NOTICE_NOT_DELIVERED,
        });
      }
      // The log keeps what the webhook said; the caller read only the fixed message.
      const { rows } = await db.query<{ ultimo_error: string }>(
        `select ultimo_error from public.notificaciones
         where reserva_id = $1 and tipo = 'notificacion_abogado'`,
        [reservation.id],
      );
      expect(rows).toEqual([{ ultimo_error: 'HTTP 503: Service Unavailable' }]);
      await expect(backend.notificaciones.notify(request)).resolves.toMatchObject({
        kind: 'rechazado',
        code: 'aviso_agotado',
      });
    } finally {
      webhook.status = 200;
    }
  });

  it('sends an admin’s reminder without the panel’s options, once for the booking’s time', async () => {
    const [slot] = (await freeSlots(backend, 3)).slice(2);
    if (!slot) throw new Error('no free slot');
    const reservation = await backend.reservas.create({
      ...STATEMENTS,
      nombre: 'Lucía Rojas',
      rut: '11.222.333-9',
      email: 'lucia.rojas@ejemplo.cl',
      telefono: '+56933332222',
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'familia',
      tipoReunion: 'telefonica',
    });
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(backend, undefined);
    try {
      webhook.received.length = 0;
      const reminder = {
        tipo: 'recordatorio',
        reservaId: reservation.id,
        // The relay cannot tell an admin: the adapter does not pass the panel's options on.
        opciones: { ...DEFAULT_PAYLOAD_OPTIONS, crearMeetLink: false },
      } as const;
      await expect(backend.notificaciones.notify(reminder)).resolves.toMatchObject({
        kind: 'enviado',
      });
      expect(webhook.received[0]).toMatchObject({ configuracion: { crear_meet_link: true } });
      // One reminder per booking, kind, channel and time: the database refuses a second one,
      // as it would the schedule's.
      await expect(backend.notificaciones.notify(reminder)).resolves.toEqual({
        kind: 'rechazado',
        code: 'aviso_enviado',
        error: 'Esta notificación ya fue enviada',
      });
      expect(webhook.received).toHaveLength(1);
      const { rows } = await db.query<{ estado: string; intentos: number; ultimo_error: string }>(
        `select estado, intentos, ultimo_error from public.notificaciones
         where reserva_id = $1 and tipo = 'recordatorio' order by created_at`,
        [reservation.id],
      );
      expect(rows).toEqual([{ estado: 'enviado', intentos: 1, ultimo_error: null }]);
    } finally {
      await backend.auth.signOut();
    }
  });

  it('without a webhook on the server, attempts nothing and says so', async () => {
    const unconfigured = createEmbeddedBackend(db, memorySessionStore(), localRelay(undefined));
    await unconfigured.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(unconfigured, undefined);
    await expect(unconfigured.notificaciones.webhookStatus()).resolves.toMatchObject({
      configurado: false,
      destino: null,
    });
    const answer = await unconfigured.notificaciones.notify({ tipo: 'test' });
    expect(answer).toMatchObject({ kind: 'sin_envio' });
    expect(answer.kind === 'sin_envio' && answer.error).toMatch(/MAKE_WEBHOOK_URL/);
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(backend, undefined);
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

describe('embedded mode: confirming the address of a new account', () => {
  afterEach(() => backend.auth.signOut());

  const confirmedAt = async (email: string) =>
    (
      await db.query<{ at: Date | null }>(
        'select email_confirmed_at as at from auth.users where email = $1',
        [email],
      )
    ).rows[0]?.at;

  it('signs a new person up unconfirmed, shows the link, and following it confirms and signs in', async () => {
    const events: AuthEvent[] = [];
    const stop = backend.auth.onAuthStateChange((event) => events.push(event));
    const answer = await backend.auth.signUp(
      { email: 'Marta@Ejemplo.cl', password: 'clave-segura', nombre: 'Marta Soto' },
      'https://puntolegal.cl/auth',
    );
    expect(answer.session).toBeNull();
    expect(answer.demoLink).toMatch(/^https:\/\/puntolegal\.cl\/auth\?code=[0-9a-f]{64}$/);
    expect(await backend.auth.getSession()).toBeNull();
    expect(await confirmedAt('marta@ejemplo.cl')).toBeNull();

    const session = await follow(backend, answer.demoLink);
    expect(session.user.email).toBe('marta@ejemplo.cl');
    expect(await confirmedAt('marta@ejemplo.cl')).toBeInstanceOf(Date);
    expect(await backend.profiles.getMine()).toMatchObject({ nombre: 'Marta Soto' });
    await vi.waitFor(() => expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']));
    stop();
    await backend.auth.signOut();
    // A link works once.
    await expect(follow(backend, answer.demoLink)).rejects.toMatchObject({
      code: 'enlace_invalido',
    });
    await backend.auth.signIn('marta@ejemplo.cl', 'clave-segura');
  });

  it('refuses an unconfirmed address only to its right password, and shows a new link on request', async () => {
    const first = await backend.auth.signUp(
      { email: 'nico@ejemplo.cl', password: 'clave-segura', nombre: 'Nico Vidal' },
      CONFIRMATION_RETURN,
    );
    await expect(backend.auth.signIn('nico@ejemplo.cl', 'otra-clave')).rejects.toMatchObject({
      code: 'credenciales',
    });
    await expect(backend.auth.signIn('nico@ejemplo.cl', 'clave-segura')).rejects.toMatchObject({
      code: 'correo_sin_confirmar',
    });
    expect(await backend.auth.getSession()).toBeNull();

    const again = await backend.auth.resendConfirmation('NICO@ejemplo.cl', CONFIRMATION_RETURN);
    expect(again.demoLink).toMatch(/\?code=[0-9a-f]{64}$/);
    expect(again.demoLink).not.toBe(first.demoLink);
    // The new link replaces the one before.
    await expect(follow(backend, first.demoLink)).rejects.toMatchObject({
      code: 'enlace_invalido',
    });
    await follow(backend, again.demoLink);
    await backend.auth.signOut();
    await backend.auth.signIn('nico@ejemplo.cl', 'clave-segura');
    // Nothing to confirm for a confirmed address or an unknown one, and the answer is the same.
    expect(await backend.auth.resendConfirmation('nico@ejemplo.cl', CONFIRMATION_RETURN)).toEqual(
      {},
    );
    expect(await backend.auth.resendConfirmation('nadie@ejemplo.cl', CONFIRMATION_RETURN)).toEqual(
      {},
    );
  });

  it('leaves an unconfirmed account as it was when its address signs up again, with a new link', async () => {
    await backend.auth.signUp(
      { email: 'doble@ejemplo.cl', password: 'clave-primera', nombre: 'Primera Persona' },
      CONFIRMATION_RETURN,
    );
    const second = await backend.auth.signUp(
      { email: 'doble@ejemplo.cl', password: 'clave-segunda', nombre: 'Segunda Persona' },
      CONFIRMATION_RETURN,
    );
    expect(second.session).toBeNull();
    await follow(backend, second.demoLink);
    expect(await backend.profiles.getMine()).toMatchObject({ nombre: 'Primera Persona' });
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from auth.users where email = 'doble@ejemplo.cl'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('confirms an unconfirmed address through a password-reset link, which reached it too', async () => {
    await backend.auth.signUp(
      { email: 'olvido@ejemplo.cl', password: 'clave-segura', nombre: 'Olvido Rojas' },
      CONFIRMATION_RETURN,
    );
    const { demoLink } = await backend.auth.requestPasswordReset(
      'olvido@ejemplo.cl',
      'http://localhost/auth?modo=nueva-clave',
    );
    await follow(backend, demoLink);
    expect(await confirmedAt('olvido@ejemplo.cl')).toBeInstanceOf(Date);
    await backend.auth.signOut();
    await backend.auth.signIn('olvido@ejemplo.cl', 'clave-segura');
  });
});

describe('the notice schedule, run now', () => {
  it('e-mails a new booking’s confirmation and the firm’s notice, and leaves its webhook notices to the browser for two minutes', async () => {
    const slot = (await freeSlots(backend, 6)).at(-1);
    if (!slot) throw new Error('no free slot');
    const reservation = await backend.reservas.create({
      ...STATEMENTS,
      nombre: 'Marta Fuentes',
      rut: '11.222.333-9',
      email: 'marta.fuentes@ejemplo.cl',
      telefono: '+56933334444',
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'familia',
      tipoReunion: 'videollamada',
    });
    webhook.received.length = 0;
    mailbox.clear();
    const report = await backend.notificaciones.runSchedule();
    // Earlier tests' bookings get their copies in this run too.
    expect(report.copias).toBeGreaterThanOrEqual(2);
    expect(report.fallidos).toBe(0);
    const code = reservation.id.slice(0, 8).toUpperCase();
    const sent = mailbox
      .messages()
      .map((stored) => stored.message)
      .filter((message) => message.text.includes(code));
    expect(sent.map((message) => message.to[0]).sort()).toEqual([
      'contacto@puntolegal.cl',
      'marta.fuentes@ejemplo.cl',
    ]);
    expect(
      webhook.received.filter((body) => JSON.stringify(body).includes(reservation.id)),
    ).toEqual([]);
    // A second run at once finds nothing more to send.
    expect(await backend.notificaciones.runSchedule()).toMatchObject({ copias: 0 });
    expect(mailbox.messages().filter((stored) => stored.message.text.includes(code))).toHaveLength(
      2,
    );
  });
});

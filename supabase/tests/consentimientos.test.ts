import { PRIVACY_POLICY_VERSION } from '../../src/content/legal/versions';
import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// What each person was told at collection is stored and checked; the newsletter is an explicit
// opt-in that a token link (or the account, in one click) ends, and a subscriber who left counts
// nowhere as one.

let database: TestDatabase;
let cliente: Caller;
let admin: Caller;
const VERSION = PRIVACY_POLICY_VERSION.version;

beforeAll(async () => {
  database = await openTestDatabase();
  cliente = await database.createUser('cliente@ejemplo.cl');
  admin = await database.createUser('admin@ejemplo.cl', 'admin');
});
afterAll(() => database.close());

type Subscribed = { r: { nuevo: boolean; token_baja: string | null } };

const subscribe = (email: string, version: string | null = VERSION, caller: Caller = ANON) =>
  attempt<Subscribed>(database, caller, 'select public.suscribir_newsletter($1, $2) as r', [
    email,
    version,
  ]);

const unsubscribe = (token: string, caller: Caller = ANON) =>
  attempt<{ r: boolean }>(database, caller, 'select public.baja_newsletter($1) as r', [token]);

const row = async (email: string) =>
  (
    await database.db.query<{
      aviso_version: string | null;
      aviso_visto_en: Date | null;
      consentido_en: Date | null;
      baja_en: Date | null;
      token_baja: string;
    }>('select * from public.suscriptores where lower(email) = lower($1)', [email])
  ).rows[0];

const tokenOf = (outcome: Awaited<ReturnType<typeof subscribe>>) =>
  outcome.ok ? (outcome.value[0]?.r.token_baja ?? '') : '';

describe('the notice seen at collection', () => {
  it('is stored with a contact message, and an unknown version is refused', async () => {
    const sent = await attempt<{ id: string }>(
      database,
      ANON,
      'select public.enviar_mensaje_contacto($1, $2, $3, $4) as id',
      ['Ana Soto', 'ana@ejemplo.cl', 'Necesito ayuda con un despido.', VERSION],
    );
    expect(sent.ok).toBe(true);
    const { rows } = await database.db.query<{ v: string; visto: Date | null }>(
      "select aviso_version as v, aviso_visto_en as visto from public.mensajes_contacto where email = 'ana@ejemplo.cl'",
    );
    expect(rows[0]?.v).toBe(VERSION);
    expect(rows[0]?.visto).toBeInstanceOf(Date);

    for (const version of ['9.9', null]) {
      const refused = await attempt(
        database,
        ANON,
        'select public.enviar_mensaje_contacto($1, $2, $3, $4)',
        ['Ana Soto', 'ana2@ejemplo.cl', 'Otro mensaje sobre mi caso.', version],
      );
      expect(refused.ok ? 'enviado' : refused.error.hint).toBe('aviso_invalido');
    }
  });

  it('is stored with a subscription, and an unknown version subscribes nobody', async () => {
    expect((await subscribe('nueva@ejemplo.cl', '0.1')).ok).toBe(false);
    expect(await row('nueva@ejemplo.cl')).toBeUndefined();
    const first = await subscribe('nueva@ejemplo.cl');
    expect(first.ok && first.value[0]?.r.nuevo).toBe(true);
    const stored = await row('nueva@ejemplo.cl');
    expect(stored?.aviso_version).toBe(VERSION);
    expect(stored?.aviso_visto_en).toBeInstanceOf(Date);
    expect(stored?.consentido_en).toBeInstanceOf(Date);
    expect(stored?.baja_en).toBeNull();
    expect(tokenOf(first)).toBe(stored?.token_baja);
  });

  it('is stored with an account from its sign-up metadata, only when it is a published one', async () => {
    const insertUser = (email: string, meta: Record<string, string>) =>
      database.db.query(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data)
         values ($1, 'x', $2::jsonb)`,
        [email, JSON.stringify(meta)],
      );
    await insertUser('vio@ejemplo.cl', { nombre: 'Vio', aviso_version: VERSION });
    await insertUser('falsa@ejemplo.cl', { nombre: 'Falsa', aviso_version: '7.0' });
    await insertUser('personal@ejemplo.cl', { nombre: 'Personal' });
    const { rows } = await database.db.query<{
      email: string;
      v: string | null;
      visto: boolean;
    }>(
      `select email, aviso_version as v, aviso_visto_en is not null as visto from public.profiles
       where email in ('vio@ejemplo.cl', 'falsa@ejemplo.cl', 'personal@ejemplo.cl') order by email`,
    );
    expect(rows).toEqual([
      { email: 'falsa@ejemplo.cl', v: null, visto: false },
      { email: 'personal@ejemplo.cl', v: null, visto: false },
      { email: 'vio@ejemplo.cl', v: VERSION, visto: true },
    ]);
  });

  it('cannot be rewritten by the account holder', async () => {
    const changed = await attempt(
      database,
      cliente,
      "update public.profiles set aviso_version = '2.0' where user_id = auth.uid()",
    );
    expect(changed.ok ? 'cambiado' : changed.error.code).toBe('42501');
  });
});

describe('the newsletter', () => {
  it('gives the unsubscribe token only to whoever subscribes the address now', async () => {
    const first = await subscribe('lectora@ejemplo.cl');
    expect(tokenOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    const again = await subscribe('LECTORA@ejemplo.cl');
    expect(again.ok && again.value[0]?.r).toEqual({ nuevo: false, token_baja: null });
  });

  it('ends a subscription with its token, once, and says so the second time', async () => {
    const token = tokenOf(await subscribe('baja@ejemplo.cl'));
    const first = await unsubscribe(token);
    expect(first.ok && first.value[0]?.r).toBe(true);
    const baja = (await row('baja@ejemplo.cl'))?.baja_en;
    expect(baja).toBeInstanceOf(Date);
    const second = await unsubscribe(token);
    expect(second.ok && second.value[0]?.r).toBe(false);
    expect((await row('baja@ejemplo.cl'))?.baja_en).toEqual(baja);
  });

  it('refuses an unknown token with a clear message', async () => {
    const refused = await unsubscribe('00000000-0000-4000-8000-000000000000');
    expect(refused.ok ? 'baja' : refused.error.hint).toBe('enlace_invalido');
    expect(refused.ok ? '' : refused.error.message).toMatch(/no es válido/);
  });

  it('takes a new consent when someone who left subscribes again, keeping their link', async () => {
    const token = tokenOf(await subscribe('vuelve@ejemplo.cl'));
    await database.db.query(
      "update public.suscriptores set consentido_en = now() - interval '2 days' where email = 'vuelve@ejemplo.cl'",
    );
    await unsubscribe(token);
    const back = await subscribe('vuelve@ejemplo.cl');
    expect(back.ok && back.value[0]?.r).toEqual({ nuevo: true, token_baja: token });
    const stored = await row('vuelve@ejemplo.cl');
    expect(stored?.baja_en).toBeNull();
    expect(Date.now() - (stored?.consentido_en?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('lets an account holder see and end their own subscription, and nobody else’s', async () => {
    const mine = () =>
      attempt<{ r: boolean }>(database, cliente, 'select public.mi_suscripcion() as r');
    expect(await mine()).toEqual({ ok: true, value: [{ r: false }] });
    await subscribe('Cliente@Ejemplo.cl', VERSION, cliente);
    await subscribe('otra-persona@ejemplo.cl');
    expect(await mine()).toEqual({ ok: true, value: [{ r: true }] });
    expect((await attempt(database, cliente, 'select public.dejar_mi_suscripcion()')).ok).toBe(
      true,
    );
    expect(await mine()).toEqual({ ok: true, value: [{ r: false }] });
    expect((await row('cliente@ejemplo.cl'))?.baja_en).toBeInstanceOf(Date);
    expect((await row('otra-persona@ejemplo.cl'))?.baja_en).toBeNull();
    // Twice changes nothing; anon may not call either.
    expect((await attempt(database, cliente, 'select public.dejar_mi_suscripcion()')).ok).toBe(
      true,
    );
    const anon = await attempt(database, ANON, 'select public.mi_suscripcion()');
    expect(anon.ok ? 'leído' : anon.error.code).toBe('42501');
  });

  it('shows no token and no subscriber to anyone but an admin', async () => {
    for (const caller of [ANON, cliente]) {
      const read = await attempt<{ token_baja: string }>(
        database,
        caller,
        'select token_baja from public.suscriptores',
      );
      expect(read.ok ? read.value.length : 0).toBe(0);
    }
    const staff = await attempt(database, admin, 'select token_baja from public.suscriptores');
    expect(staff.ok && staff.value.length).toBeGreaterThan(0);
  });

  it('counts as subscribers only those who have not left', async () => {
    await database.db.query('delete from public.suscriptores');
    await database.db.query(
      `insert into public.suscriptores (email, consentido_en, baja_en)
       select 'r' || i || '@ejemplo.cl', now() - interval '2 hours',
              case when i <= 3 then now() end
       from generate_series(1, 10) i`,
    );
    const { rows } = await database.db.query<{ n: number }>(
      'select count(*)::int as n from public.suscriptores where baja_en is null',
    );
    expect(rows[0]?.n).toBe(7);
    // A person who left and comes back is subscribed again; the others stay out.
    const back = await subscribe('r1@ejemplo.cl');
    expect(back.ok && back.value[0]?.r.nuevo).toBe(true);
    const after = await database.db.query<{ n: number }>(
      'select count(*)::int as n from public.suscriptores where baja_en is null',
    );
    expect(after.rows[0]?.n).toBe(8);
  });
});

import { attempt, refusalOf } from './support/calls';
import { openTestDatabase, type TestDatabase } from './test-database';

// The embedded sign-in confirms addresses as GoTrue does with 'Confirm email' on: a sign-up
// leaves the account unconfirmed with a one-time link; the password opens nothing until the link
// is followed; a link that reached the address (a reset, a change of address) confirms it too.
// The link is shown on screen there (nothing can be e-mailed), which these functions return.

let database: TestDatabase;

const one = async <T>(sql: string, params: unknown[] = []): Promise<T | undefined> =>
  (await database.db.query<{ v: T }>(sql, params)).rows[0]?.v;
const signUp = (email: string, password = 'clave-segura') =>
  one<string | null>("select embedded_auth.registrarse($1, $2, 'Ana Pérez', null) as v", [
    email,
    password,
  ]);
const signIn = (email: string, password = 'clave-segura') =>
  one<string | null>('select embedded_auth.ingresar($1, $2) as v', [email, password]);
const confirm = (token: string | null | undefined) =>
  one<string | null>('select embedded_auth.confirmar_correo($1) as v', [token]);
const confirmedAt = (email: string) =>
  one<Date | null>('select email_confirmed_at as v from auth.users where email = $1', [email]);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('signing up in embedded mode', () => {
  it('creates the account unconfirmed, with a one-time link', async () => {
    const token = await signUp('Ana@Ejemplo.cl');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await confirmedAt('ana@ejemplo.cl')).toBeNull();
    const profile = await one<string>(
      "select p.nombre as v from public.profiles p join auth.users u on u.id = p.user_id where u.email = 'ana@ejemplo.cl'",
    );
    expect(profile).toBe('Ana Pérez');
  });

  it('refuses the right password of an unconfirmed address, and only the right one', async () => {
    expect(await signIn('ana@ejemplo.cl', 'otra-clave')).toBeNull();
    let refusal: unknown = null;
    try {
      await signIn('ANA@ejemplo.cl');
    } catch (error) {
      refusal = error;
    }
    expect(refusalOf(refusal)).toEqual({
      code: '42501',
      hint: 'correo_sin_confirmar',
      message:
        'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión',
    });
  });

  it('gives a new link, and keeps the account as it was, when the address signs up again', async () => {
    const before = await one<string>(
      "select encrypted_password as v from auth.users where email = 'ana@ejemplo.cl'",
    );
    const first = await one<string>(
      "select c.token as v from embedded_auth.confirmaciones c join auth.users u on u.id = c.user_id where u.email = 'ana@ejemplo.cl'",
    );
    const second = await signUp('ana@ejemplo.cl', 'clave-de-otra-persona');
    expect(second).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(await confirm(first)).toBeNull();
    expect(
      await one<string>(
        "select encrypted_password as v from auth.users where email = 'ana@ejemplo.cl'",
      ),
    ).toBe(before);
    const { rows } = await database.db.query(
      "select 1 from auth.users where lower(email) = 'ana@ejemplo.cl'",
    );
    expect(rows).toHaveLength(1);

    // Following the link confirms the address, once; the password then opens the account.
    const id = await confirm(second);
    expect(id).toBe(
      await one<string>("select id as v from auth.users where email = 'ana@ejemplo.cl'"),
    );
    expect(await confirmedAt('ana@ejemplo.cl')).toBeInstanceOf(Date);
    expect(await confirm(second)).toBeNull();
    expect(await signIn('ana@ejemplo.cl')).toBe(id);
  });

  it('gives no link, and changes nothing, for an address already confirmed or unknown', async () => {
    const confirmed = await confirmedAt('ana@ejemplo.cl');
    expect(await signUp('ana@ejemplo.cl', 'clave-nueva')).toBeNull();
    expect(await signIn('ana@ejemplo.cl', 'clave-nueva')).toBeNull();
    expect(await confirmedAt('ana@ejemplo.cl')).toEqual(confirmed);
    expect(
      await one<string | null>("select embedded_auth.pedir_confirmacion('ana@ejemplo.cl') as v"),
    ).toBeNull();
    expect(
      await one<string | null>("select embedded_auth.pedir_confirmacion('nadie@ejemplo.cl') as v"),
    ).toBeNull();
  });

  it('refuses an expired link', async () => {
    const token = await signUp('tarde@ejemplo.cl');
    await database.db.query(
      "update embedded_auth.confirmaciones set expira_en = now() - interval '1 second' where token = $1",
      [token],
    );
    expect(await confirm(token)).toBeNull();
    expect(await confirmedAt('tarde@ejemplo.cl')).toBeNull();
  });

  it('seeds an account confirmed only when told to (the demo accounts)', async () => {
    await database.db.query(
      "select embedded_auth.registrar('demo-x@ejemplo.cl', 'clave-segura', 'Demo', null, null, true)",
    );
    expect(await confirmedAt('demo-x@ejemplo.cl')).toBeInstanceOf(Date);
    expect(await signIn('demo-x@ejemplo.cl')).toBeTruthy();
  });
});

describe('other links that reached the address', () => {
  it('confirms an unconfirmed address through a password-reset link', async () => {
    await signUp('olvido@ejemplo.cl');
    const token = 'reset-olvido';
    await database.db.query(
      `insert into embedded_auth.recuperaciones (token, user_id, expira_en)
       select $1, id, now() + interval '1 hour' from auth.users where email = 'olvido@ejemplo.cl'`,
      [token],
    );
    expect(
      await one<string | null>('select embedded_auth.canjear_recuperacion($1) as v', [token]),
    ).toBeTruthy();
    expect(await confirmedAt('olvido@ejemplo.cl')).toBeInstanceOf(Date);
    expect(
      await one<string | null>('select embedded_auth.canjear_recuperacion($1) as v', [token]),
    ).toBeNull();
    const pending = await database.db.query(
      "select 1 from embedded_auth.confirmaciones c join auth.users u on u.id = c.user_id where u.email = 'olvido@ejemplo.cl'",
    );
    expect(pending.rows).toEqual([]);
  });

  it('confirms the new address of a change when its link is followed', async () => {
    const id = await one<string>("select id as v from auth.users where email = 'ana@ejemplo.cl'");
    await database.db.query(
      "update auth.users set email_confirmed_at = now() - interval '30 days' where id = $1",
      [id],
    );
    const token = await one<string>(
      "select embedded_auth.pedir_cambio_correo($1, 'ana.nueva@ejemplo.cl') as v",
      [id],
    );
    expect(
      await one<string>('select embedded_auth.confirmar_cambio_correo($1) as v', [token]),
    ).toBe(id);
    const age = await one<number>(
      'select extract(epoch from now() - email_confirmed_at)::int as v from auth.users where id = $1',
      [id],
    );
    expect(age).toBeLessThan(60);
  });

  it('is out of the API roles’ reach', async () => {
    const caller = await database.createUser('api@ejemplo.cl');
    for (const sql of [
      "select embedded_auth.confirmar_correo('x')",
      "select embedded_auth.pedir_confirmacion('ana@ejemplo.cl')",
      "select embedded_auth.registrarse('z@ejemplo.cl', 'clave-segura', 'Z', null)",
    ]) {
      const call = await attempt(database, caller, sql);
      expect(call.ok ? 'llamada' : call.error.code).toBe('42501');
    }
  });
});

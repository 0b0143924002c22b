import { attempt, together } from './support/calls';
import { attemptWithHeaders, attemptWithPass, issuePass, PASS_HEADER } from './support/human-pass';
import { ANON, openTestDatabase, type TestDatabase } from './test-database';
import { PRIVACY_POLICY_VERSION } from '../../src/content/legal/versions';

const AVISO = PRIVACY_POLICY_VERSION.version;

// The human check: beyond a site-wide cap a request needs a one-time pass (issued by the server
// function after a verified challenge), instead of being refused. A pass works once, for 10
// minutes, and nobody but the server can make one.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const SUBSCRIBE = `select public.suscribir_newsletter($1, '${AVISO}') as r`;
const SEND = `select public.enviar_mensaje_contacto('Lucía Rojas', $1, 'Quisiera agendar una reunión.', '${AVISO}') as id`;

const count = async (sql: string) => (await database.db.query<{ n: number }>(sql)).rows[0]?.n ?? 0;

/** Fills the last hour with `n` new subscriptions, the site-wide cap being 60. */
async function fillSubscriptions(n: number) {
  await database.db.query('delete from public.suscriptores');
  await database.db.query(
    `insert into public.suscriptores (email, consentido_en)
     select 'lleno' || i || '@ejemplo.cl', now() from generate_series(1, $1::int) i`,
    [n],
  );
}

const hintOf = (outcome: { ok: boolean; error?: { hint: string | null } }) =>
  outcome.ok ? 'aceptada' : outcome.error?.hint;

describe('the newsletter beyond its site-wide cap', () => {
  beforeEach(() => fillSubscriptions(60));

  it('asks for a person instead of refusing everyone', async () => {
    const refused = await attempt(database, ANON, SUBSCRIBE, ['sin-pase@ejemplo.cl']);
    expect(refused.ok ? null : refused.error).toEqual({
      code: 'PT428',
      hint: 'verificacion_humana',
      message: 'Confirma que eres una persona para continuar.',
    });
    expect(
      await count(
        "select count(*)::int as n from public.suscriptores where email = 'sin-pase@ejemplo.cl'",
      ),
    ).toBe(0);
  });

  it('subscribes with a valid pass, and the pass works once', async () => {
    const pass = await issuePass(database);
    const first = await attemptWithPass(database, ANON, pass, SUBSCRIBE, ['con-pase@ejemplo.cl']);
    expect(hintOf(first)).toBe('aceptada');
    expect(
      await count(
        "select count(*)::int as n from public.suscriptores where email = 'con-pase@ejemplo.cl'",
      ),
    ).toBe(1);
    const again = await attemptWithPass(database, ANON, pass, SUBSCRIBE, ['otra@ejemplo.cl']);
    expect(hintOf(again)).toBe('verificacion_humana');
  });

  it('refuses an expired pass, an invented one and a malformed header', async () => {
    const expired = await issuePass(database);
    await database.db.query(
      "update private.pases_humanos set expira_en = now() - interval '1 second' where usado_en is null",
    );
    expect(
      hintOf(await attemptWithPass(database, ANON, expired, SUBSCRIBE, ['vencido@ejemplo.cl'])),
    ).toBe('verificacion_humana');
    expect(
      hintOf(
        await attemptWithPass(database, ANON, 'a'.repeat(64), SUBSCRIBE, ['invento@ejemplo.cl']),
      ),
    ).toBe('verificacion_humana');
    expect(
      hintOf(await attemptWithPass(database, ANON, "' or 1=1 --", SUBSCRIBE, ['raro@ejemplo.cl'])),
    ).toBe('verificacion_humana');
  });

  it('keeps a pass that a failed request did not use', async () => {
    const pass = await issuePass(database);
    // Refused for its address, before the cap: the pass is not spent.
    const bad = await attemptWithPass(database, ANON, pass, SUBSCRIBE, ['no-es-correo']);
    expect(hintOf(bad)).toBe('email_invalido');
    expect(
      hintOf(await attemptWithPass(database, ANON, pass, SUBSCRIBE, ['despues@ejemplo.cl'])),
    ).toBe('aceptada');
  });

  it('still answers an address already on the list without a pass', async () => {
    await database.db.query("insert into public.suscriptores (email) values ('ya@ejemplo.cl')");
    expect(hintOf(await attempt(database, ANON, SUBSCRIBE, ['ya@ejemplo.cl']))).toBe('aceptada');
  });
});

describe('the contact form beyond its site-wide cap', () => {
  beforeEach(async () => {
    await database.db.query('delete from public.mensajes_contacto');
    await database.db.query(
      `insert into public.mensajes_contacto (nombre, email, mensaje)
       select 'Persona', 'p' || i || '@ejemplo.cl', 'Mensaje de prueba número ' || i
       from generate_series(1, 100) i`,
    );
  });

  it('asks for a person, and takes the message with a pass', async () => {
    expect(hintOf(await attempt(database, ANON, SEND, ['nuevo@ejemplo.cl']))).toBe(
      'verificacion_humana',
    );
    const pass = await issuePass(database);
    expect(hintOf(await attemptWithPass(database, ANON, pass, SEND, ['nuevo@ejemplo.cl']))).toBe(
      'aceptada',
    );
    expect(
      await count(
        "select count(*)::int as n from public.mensajes_contacto where email = 'nuevo@ejemplo.cl'",
      ),
    ).toBe(1);
  });

  it('keeps the per-address limit: a pass does not lift it', async () => {
    await database.db.query(
      `insert into public.mensajes_contacto (nombre, email, mensaje)
       select 'Persona', 'insistente@ejemplo.cl', 'Otro mensaje ' || i from generate_series(1, 3) i`,
    );
    const pass = await issuePass(database);
    expect(
      hintOf(await attemptWithPass(database, ANON, pass, SEND, ['insistente@ejemplo.cl'])),
    ).toBe('limite_mensajes');
  });
});

describe('the passes', () => {
  it('are stored as hashes only, and expire 10 minutes after they are issued', async () => {
    const pass = await issuePass(database);
    expect(pass).toMatch(/^[0-9a-f]{64}$/);
    const { rows } = await database.db.query<{ igual: boolean; minutos: number; n: number }>(
      `select bool_or(encode(hash, 'hex') = $1) as igual,
              max(extract(epoch from expira_en - creado_en))::int / 60 as minutos,
              count(*) filter (where hash = extensions.digest(convert_to($1, 'UTF8'), 'sha256'))::int as n
       from private.pases_humanos`,
      [pass],
    );
    expect(rows[0]).toEqual({ igual: false, minutos: 10, n: 1 });
  });

  it('can be issued by the service role only, and read by no API role', async () => {
    for (const caller of [ANON, await database.createUser('curiosa@ejemplo.cl')]) {
      const issue = await attempt(database, caller, 'select private.emitir_pase_humano()');
      expect(issue.ok ? 'emitido' : issue.error.code).toBe('42501');
      const api = await attempt(database, caller, 'select public.emitir_pase_humano()');
      expect(api.ok ? 'emitido' : api.error.code).toBe('42501');
    }
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      for (const sql of [
        'select * from private.pases_humanos',
        "insert into private.pases_humanos (hash) values (extensions.digest('x', 'sha256'))",
        'update private.pases_humanos set usado_en = null',
        'delete from private.pases_humanos',
      ]) {
        const result = await attempt(database, { role }, sql);
        expect(result.ok ? `${role}: permitido` : result.error.code).toBe('42501');
      }
    }
    const served = await attempt<{ pase: string }>(
      database,
      { role: 'service_role' },
      'select public.emitir_pase_humano() as pase',
    );
    expect(served.ok && served.value[0]?.pase).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are spent by anyone who holds one, once', async () => {
    const pass = await issuePass(database);
    const spend = () =>
      attemptWithHeaders<{ ok: boolean }>(
        database,
        ANON,
        { [PASS_HEADER]: pass, 'x-pantalla': 'x' },
        'select private.consumir_pase_humano() as ok',
      );
    const first = await spend();
    const second = await spend();
    expect([first.ok && first.value[0]?.ok, second.ok && second.value[0]?.ok]).toEqual([
      true,
      false,
    ]);
  });

  it('admit exactly one of 30 requests that carry the same pass at the same moment', async () => {
    const pass = await issuePass(database);
    const results = await together(30, () =>
      attemptWithPass<{ ok: boolean }>(
        database,
        ANON,
        pass,
        'select private.consumir_pase_humano() as ok',
      ),
    );
    expect(results.filter((r) => r.ok && r.value[0]?.ok === true)).toHaveLength(1);
    expect(results.filter((r) => r.ok && r.value[0]?.ok === false)).toHaveLength(29);
  });

  it('delete expired passes when a new one is issued, and cap the outstanding ones', async () => {
    await database.db.query('delete from private.pases_humanos');
    await database.db.query(
      `insert into private.pases_humanos (hash, creado_en, expira_en)
       select extensions.digest('viejo' || i, 'sha256'), now() - interval '1 hour',
              now() - interval '50 minutes'
       from generate_series(1, 5) i`,
    );
    await issuePass(database);
    expect(await count('select count(*)::int as n from private.pases_humanos')).toBe(1);

    await database.db.query(
      `insert into private.pases_humanos (hash)
       select extensions.digest('vigente' || i, 'sha256') from generate_series(1, 999) i`,
    );
    const refused = await attempt(
      database,
      { role: 'service_role' },
      'select private.emitir_pase_humano()',
    );
    expect(refused.ok ? 'emitido' : refused.error.hint).toBe('limite_global');
    // Used passes do not count against the cap.
    await database.db.query('update private.pases_humanos set usado_en = now()');
    expect((await issuePass(database)).length).toBe(64);
    await database.db.query('delete from private.pases_humanos');
  });
});

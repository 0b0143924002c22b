import { attempt, together } from './support/calls';
import { ANON, openTestDatabase, type TestDatabase } from './test-database';
import { PRIVACY_POLICY_VERSION } from '../../src/content/legal/versions';

const AVISO = PRIVACY_POLICY_VERSION.version;

// The contact form and the newsletter are validated like every form, idempotent when many
// identical requests arrive at once, and limited per address and for the whole site.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const send = (email: string, mensaje: string, nombre = 'Lucía Rojas') =>
  attempt<{ id: string }>(
    database,
    ANON,
    `select public.enviar_mensaje_contacto($1, $2, $3, '${AVISO}') as id`,
    [nombre, email, mensaje],
  );

const stored = async (sql: string, params: unknown[] = []) =>
  (await database.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

describe('the contact form', () => {
  it('stores 3 messages an hour from one address, and says why it refuses more', async () => {
    const results = [];
    for (let i = 0; i < 20; i += 1)
      results.push(
        await send('insistente@ejemplo.cl', `Consulta número ${String(i)} sobre mi caso.`),
      );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.flatMap((r) => (r.ok ? [] : [r.error.hint]))).toEqual(
      Array(17).fill('limite_mensajes'),
    );
    expect(
      await stored(
        "select count(*)::int as n from public.mensajes_contacto where email = 'insistente@ejemplo.cl'",
      ),
    ).toBe(3);
  });

  it('stores one message when the same one arrives 50 times at once', async () => {
    const results = await together(50, () =>
      send('doble@ejemplo.cl', 'Necesito asesoría laboral urgente.'),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.value[0]?.id : r.error.message)));
    expect(ids.size).toBe(1);
    expect(
      await stored(
        "select count(*)::int as n from public.mensajes_contacto where email = 'doble@ejemplo.cl'",
      ),
    ).toBe(1);
  });

  it('refuses invisible names and hidden characters, cleanly', async () => {
    for (const [nombre, mensaje, hint] of <[string, string, string][]>[
      ['\u200B\u200B\u200B', 'Un mensaje con contenido real.', 'nombre_invalido'],
      ['<img src=x>', 'Un mensaje con contenido real.', 'nombre_invalido'],
      ['Ana Soto', 'Hola\u202E oculto y más texto', 'mensaje_invalido'],
      ['Ana Soto', 'x'.repeat(5000), 'dato_demasiado_largo'],
    ]) {
      const result = await send('rara@ejemplo.cl', mensaje, nombre);
      expect(result.ok ? 'enviado' : result.error.hint).toBe(hint);
    }
  });

  it('accepts 100 messages an hour for the whole site, then asks each sender for a person', async () => {
    await database.db.query('delete from public.mensajes_contacto');
    await database.db.query(
      `insert into public.mensajes_contacto (nombre, email, mensaje)
       select 'Persona', 'p' || i || '@ejemplo.cl', 'Mensaje de prueba número ' || i
       from generate_series(1, 100) i`,
    );
    const result = await send('cliente-nuevo@ejemplo.cl', 'Quisiera agendar una reunión.');
    expect(result.ok ? 'enviado' : result.error.hint).toBe('verificacion_humana');
  });
});

describe('the newsletter', () => {
  const subscribe = (email: string) =>
    attempt(database, ANON, `select public.suscribir_newsletter($1, '${AVISO}')`, [email]);

  it('keeps one subscription when the same address arrives 50 times at once', async () => {
    const results = await together(50, () => subscribe('Lectora@Ejemplo.cl'));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(
      await stored(
        "select count(*)::int as n from public.suscriptores where lower(email) = 'lectora@ejemplo.cl'",
      ),
    ).toBe(1);
  });

  it('accepts 60 new subscriptions an hour for the whole site, then asks for a person; the existing ones still answer', async () => {
    await database.db.query(
      `insert into public.suscriptores (email)
       select 's' || i || '@ejemplo.cl' from generate_series(1, 60) i`,
    );
    const fresh = await subscribe('nueva-lectora@ejemplo.cl');
    expect(fresh.ok ? 'suscrita' : fresh.error.hint).toBe('verificacion_humana');
    expect((await subscribe('lectora@ejemplo.cl')).ok).toBe(true);
    const bad = await subscribe('<script>@x.cl');
    expect(bad.ok ? 'suscrita' : bad.error.hint).toBe('email_invalido');
  });
});

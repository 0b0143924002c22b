import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// What a requester without an account reads of their rights request, by its number and their
// e-mail: the extension's reason too; a wrong number and a wrong e-mail look the same; and
// guessing is stopped after 10 failed look-ups an hour for one mailbox.

let database: TestDatabase;
let admin: Caller;
let codigo = '';
let id = '';

interface PublicStatus {
  codigo: string;
  estado: string;
  prorroga_hasta: string | null;
  prorroga_motivo: string | null;
  respuesta: string | null;
}

const EMAIL = 'consulta-estado@ejemplo.cl';

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await database.createUser('admin-estado@ejemplo.cl', 'admin');
  const { rows } = await database.db.query<{ id: string; codigo: string }>(
    `insert into public.solicitudes_derechos (codigo, derecho, email, nombre, detalle,
       verificada_por, vence_en)
     values ('SD-0A1B2C3D', 'acceso', $1, 'Persona Consultante', 'Quiero saber qué datos tienen.',
       'codigo_email', (now() at time zone 'America/Santiago')::date + 30)
     returning id, codigo`,
    [EMAIL],
  );
  id = rows[0]?.id ?? '';
  codigo = rows[0]?.codigo ?? '';
});
afterAll(() => database.close());

const lookUp = (code: string, email: string) =>
  attempt<{ r: PublicStatus | null }>(
    database,
    ANON,
    'select public.estado_solicitud_derechos($1, $2) as r',
    [code, email],
  );

const failures = async (email: string) =>
  (
    await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.verificaciones_derechos
       where tipo = 'consulta' and clave_email = private.clave_email($1)`,
      [email],
    )
  ).rows[0]?.n;

describe('the status of a rights request', () => {
  it('shows the extension with its reason, typed as people type the number', async () => {
    const extended = await attempt(
      database,
      admin,
      'select public.solicitud_prorrogar($1, 20, $2)',
      [id, 'Debemos revisar el archivo en papel de 2024.'],
    );
    expect(extended.ok).toBe(true);
    const found = await lookUp(` ${codigo.toLowerCase()} `, EMAIL.toUpperCase());
    expect(found.ok && found.value[0]?.r).toMatchObject({
      codigo,
      estado: 'recibida',
      prorroga_hasta: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      prorroga_motivo: 'Debemos revisar el archivo en papel de 2024.',
      respuesta: null,
    });
    // A found request is not a failed look-up.
    expect(await failures(EMAIL)).toBe(0);
  });

  it('answers a wrong number and a wrong e-mail alike, and counts both', async () => {
    const wrongCode = await lookUp('SD-FFFFFFFF', EMAIL);
    const wrongEmail = await lookUp(codigo, 'otra-persona@ejemplo.cl');
    expect(wrongCode).toEqual({ ok: true, value: [{ r: null }] });
    expect(wrongEmail).toEqual(wrongCode);
    expect(await failures(EMAIL)).toBe(1);
    expect(await failures('otra-persona@ejemplo.cl')).toBe(1);
  });

  it('refuses an 11th failed look-up within the hour for one mailbox, even the right pair', async () => {
    for (let i = 0; i < 9; i += 1) {
      const guess = await lookUp(`SD-0000000${String(i)}`, EMAIL);
      expect(guess.ok && guess.value[0]?.r).toBeNull();
    }
    expect(await failures(EMAIL)).toBe(10);
    const blocked = await lookUp(codigo, EMAIL);
    expect(blocked.ok ? 'ok' : blocked.error.hint).toBe('demasiados_intentos');
    // The same mailbox with a +tag counts as the same mailbox.
    const tagged = await lookUp(codigo, 'consulta-estado+otra@ejemplo.cl');
    expect(tagged.ok ? 'ok' : tagged.error.hint).toBe('demasiados_intentos');
  });
});

import { attempt } from './support/calls';
import { attemptWithPass, issuePass } from './support/human-pass';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// What a requester without an account reads of their rights request, by its number and their
// e-mail: the state, the dates and the extension's reason; the answer itself only with a code
// e-mailed to that address. A wrong number and a wrong e-mail look the same; after 10 failed
// look-ups an hour for one mailbox (or 200 for the site) each look-up needs a human check.

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
  respuesta_disponible: boolean;
  error?: string;
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

const lookUp = (code: string, email: string, emailCode: string | null = null) =>
  attempt<{ r: PublicStatus | null }>(
    database,
    ANON,
    'select public.estado_solicitud_derechos($1, $2, $3) as r',
    [code, email, emailCode],
  );

/** A code e-mailed to the address, asked for as the server asks for it. */
const newCode = async (email: string): Promise<string> => {
  const asked = await attempt<{ r: { codigo: string } }>(
    database,
    { role: 'service_role' },
    'select public.pedir_codigo_derechos($1) as r',
    [email],
  );
  if (!asked.ok) throw new Error(asked.error.message);
  return asked.value[0]?.r.codigo ?? '';
};

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

  it('shows the answer only with a code e-mailed to the requester', async () => {
    const answered = await attempt(database, admin, 'select public.solicitud_responder($1, $2)', [
      id,
      'Tus datos son: nombre, correo y la reserva del 3 de diciembre.',
    ]);
    expect(answered.ok).toBe(true);
    const withoutCode = await lookUp(codigo, EMAIL);
    expect(withoutCode.ok && withoutCode.value[0]?.r).toMatchObject({
      estado: 'respondida',
      respuesta_disponible: true,
      respuesta: null,
    });
    const wrongCode = await lookUp(codigo, EMAIL, '000000');
    expect(wrongCode.ok && wrongCode.value[0]?.r?.error).toBe('codigo_invalido');
    const withCode = await lookUp(codigo, EMAIL, await newCode(EMAIL));
    expect(withCode.ok && withCode.value[0]?.r?.respuesta).toBe(
      'Tus datos son: nombre, correo y la reserva del 3 de diciembre.',
    );
    const trail = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.auditoria where tabla = 'solicitudes_derechos' and registro = $1 and accion = 'leer'",
      [id],
    );
    expect(trail.rows[0]?.n).toBe(1);
  });

  it('after 10 failed look-ups in an hour for one mailbox asks for a human check, not a lockout', async () => {
    for (let i = 0; i < 9; i += 1) {
      const guess = await lookUp(`SD-0000000${String(i)}`, EMAIL);
      expect(guess.ok && guess.value[0]?.r).toBeNull();
    }
    expect(await failures(EMAIL)).toBe(10);
    const checked = await lookUp(codigo, EMAIL);
    expect(checked.ok ? 'ok' : checked.error.hint).toBe('verificacion_humana');
    // The same mailbox with a +tag counts as the same mailbox.
    const tagged = await lookUp(codigo, 'consulta-estado+otra@ejemplo.cl');
    expect(tagged.ok ? 'ok' : tagged.error.hint).toBe('verificacion_humana');
    // The person passes the check and reads their request.
    const passed = await attemptWithPass<{ r: PublicStatus | null }>(
      database,
      ANON,
      await issuePass(database),
      'select public.estado_solicitud_derechos($1, $2) as r',
      [codigo, EMAIL],
    );
    expect(passed.ok && passed.value[0]?.r?.codigo).toBe(codigo);
  });

  it('beyond 200 failed look-ups an hour for the site, asks everyone for a human check', async () => {
    await database.db.query(
      `insert into public.verificaciones_derechos (clave_email, tipo)
       select 'adivina' || g || '@ejemplo.cl', 'consulta' from generate_series(1, 200) g`,
    );
    const other = await lookUp('SD-12345678', 'alguien-mas@ejemplo.cl');
    expect(other.ok ? 'ok' : other.error.hint).toBe('verificacion_humana');
  });
});

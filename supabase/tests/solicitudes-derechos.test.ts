import { COMPLAINT_NOTICE, dueDate, type Right } from '../../src/lib/privacy/request-deadlines';
import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Rights requests from people without an account: identity proved by an e-mailed code or by a
// booking code, limits against guessing, due dates equal to the TS rule, and the admin's handling.

let database: TestDatabase;
let admin: Caller;
let abogado: Caller;
let cliente: Caller;
let reservaId = '';

interface Acknowledgement {
  codigo?: string;
  vence_en?: string;
  error?: string;
  mensaje?: string;
}

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await database.createUser('admin-sd@ejemplo.cl', 'admin');
  abogado = await database.createUser('abogado-sd@ejemplo.cl', 'abogado');
  cliente = await database.createUser('cliente-sd@ejemplo.cl');
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria, estado)
     values ('Reserva Anónima', '12.345.678-5', 'anonima@ejemplo.cl', '+56912345678',
             (now() at time zone 'America/Santiago')::date + 3, '11:00', 'gratis', 'Consulta gratuita', 0, 'General', 'confirmada')
     returning id`,
  );
  reservaId = rows[0]?.id ?? '';
});
afterAll(() => database.close());

const bookingCode = () => reservaId.replace(/-/g, '').slice(0, 8).toUpperCase();

const askCode = async (email: string) => {
  const result = await attempt<{ r: { codigo?: string } }>(
    database,
    ANON,
    'select public.pedir_codigo_derechos($1) as r',
    [email],
  );
  return result;
};

const file = async (
  email: string,
  proof: { codigo?: string; codigoReserva?: string },
  derecho: Right = 'supresion',
) => {
  const result = await attempt<{ r: Acknowledgement }>(
    database,
    ANON,
    'select public.registrar_solicitud_derechos($1, $2, $3, $4, $5, $6) as r',
    [
      derecho,
      email,
      'Persona Solicitante',
      'Quiero que borren mis datos de la reserva.',
      proof.codigo ?? null,
      proof.codigoReserva ?? null,
    ],
  );
  if (!result.ok) throw new Error(`${result.error.hint ?? ''}: ${result.error.message}`);
  return result.value[0]?.r ?? {};
};

const stored = async (codigo: string) =>
  (
    await database.db.query<{ estado: string; verificada_por: string; reserva_id: string | null }>(
      'select estado, verificada_por, reserva_id from public.solicitudes_derechos where codigo = $1',
      [codigo],
    )
  ).rows[0];

const idOf = async (codigo: string) =>
  (
    await database.db.query<{ id: string }>(
      'select id from public.solicitudes_derechos where codigo = $1',
      [codigo],
    )
  ).rows[0]?.id ?? '';

describe('identity by a code sent to the e-mail', () => {
  it('records the request with the right code, once', async () => {
    const asked = await askCode('suscriptora@ejemplo.cl');
    expect(asked.ok).toBe(true);
    const code = asked.ok ? (asked.value[0]?.r.codigo ?? '') : '';
    expect(code).toMatch(/^\d{6}$/);
    // Only its SHA-256 is stored.
    const hashed = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.verificaciones_derechos where clave_email = 'suscriptora@ejemplo.cl' and codigo_hash = extensions.digest(convert_to('derechos:' || $1, 'UTF8'), 'sha256')",
      [code],
    );
    expect(hashed.rows[0]?.n).toBe(1);

    const ack = await file('suscriptora@ejemplo.cl', { codigo: code }, 'acceso');
    expect(ack.codigo).toMatch(/^SD-[0-9A-F]{8}$/);
    expect(ack.vence_en).toBe(dueDate('acceso', new Date()));
    expect(await stored(ack.codigo ?? '')).toMatchObject({
      estado: 'recibida',
      verificada_por: 'codigo_email',
    });
    // The code was taken.
    expect((await file('suscriptora@ejemplo.cl', { codigo: code })).error).toBe('codigo_invalido');
  });

  it('refuses a wrong code, and voids the code after 5 wrong tries', async () => {
    const asked = await askCode('curiosa@ejemplo.cl');
    const code = asked.ok ? (asked.value[0]?.r.codigo ?? '') : '';
    const wrong = code === '000000' ? '111111' : '000000';
    const errors = [];
    for (let i = 0; i < 5; i += 1)
      errors.push((await file('curiosa@ejemplo.cl', { codigo: wrong })).error);
    expect(errors).toEqual([...Array<string>(4).fill('codigo_invalido'), 'demasiados_intentos']);
    expect((await file('curiosa@ejemplo.cl', { codigo: code })).error).toBe('codigo_invalido');
  });

  it('refuses an expired code', async () => {
    const asked = await askCode('tardia@ejemplo.cl');
    const code = asked.ok ? (asked.value[0]?.r.codigo ?? '') : '';
    await database.db.query(
      "update public.verificaciones_derechos set expira_en = now() - interval '1 second' where clave_email = 'tardia@ejemplo.cl'",
    );
    expect((await file('tardia@ejemplo.cl', { codigo: code })).error).toBe('codigo_invalido');
  });

  it('sends at most 3 codes an hour to one mailbox, whether or not the firm knows it', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await askCode('Muchos+x@Ejemplo.cl'));
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.hint))).toEqual([
      'ok',
      'ok',
      'ok',
      'limite_codigos',
    ]);
    // An address with an account gets exactly the same answer as one without.
    const known = await askCode('cliente-sd@ejemplo.cl');
    const unknown = await askCode('nadie-sd@ejemplo.cl');
    expect(known.ok && Object.keys(known.value[0]?.r ?? {})).toEqual(
      unknown.ok && Object.keys(unknown.value[0]?.r ?? {}),
    );
  });

  it('refuses an invalid address', async () => {
    const result = await askCode('no-es-un-correo');
    expect(result.ok ? null : result.error.hint).toBe('email_invalido');
  });
});

describe('identity by the booking code', () => {
  it('records the request with the booking code and the booking e-mail', async () => {
    const ack = await file('Anonima@Ejemplo.cl', { codigoReserva: bookingCode().toLowerCase() });
    expect(ack.error).toBeUndefined();
    expect(await stored(ack.codigo ?? '')).toMatchObject({
      verificada_por: 'codigo_reserva',
      reserva_id: reservaId,
    });
  });

  it('refuses a booking code with another e-mail, and stops after 5 failures an hour', async () => {
    const errors = [];
    for (let i = 0; i < 5; i += 1)
      errors.push(
        (await file('intrusa@ejemplo.cl', { codigoReserva: 'ABCDEF0' + String(i) })).error,
      );
    expect(errors).toEqual(Array<string>(5).fill('codigo_invalido'));
    const sixth = await attempt(
      database,
      ANON,
      'select public.registrar_solicitud_derechos($1, $2, $3, $4, null, $5) as r',
      ['acceso', 'intrusa@ejemplo.cl', 'Intrusa', 'Quiero ver datos ajenos.', bookingCode()],
    );
    expect(sixth.ok ? null : sixth.error.hint).toBe('demasiados_intentos');
  });

  it('needs one of the two proofs', async () => {
    const none = await attempt(
      database,
      ANON,
      "select public.registrar_solicitud_derechos('acceso', 'a@ejemplo.cl', 'Ana', 'Mis datos, por favor.') as r",
    );
    expect(none.ok ? null : none.error.hint).toBe('codigo_invalido');
  });
});

describe('due dates in SQL equal the TS rule', () => {
  it.each([
    ['acceso', '2026-12-01T15:00:00Z'],
    ['supresion', '2026-12-02T02:30:00Z'],
    ['bloqueo', '2026-12-07T15:00:00Z'],
    ['bloqueo', '2026-09-17T15:00:00Z'],
    ['bloqueo', '2026-04-02T15:00:00Z'],
    ['bloqueo', '2026-12-24T15:00:00Z'],
    ['bloqueo', '2027-12-30T20:00:00Z'],
    ['portabilidad', '2028-02-15T10:00:00Z'],
  ] as const)('%s at %s', async (derecho, instant) => {
    const { rows } = await database.db.query<{ vence: string }>(
      "select to_char(private.vencimiento_solicitud($1, $2::timestamptz), 'YYYY-MM-DD') as vence",
      [derecho, instant],
    );
    expect(rows[0]?.vence).toBe(dueDate(derecho, new Date(instant)));
  });

  it('a denial stores the same Agencia sentence the site shows', async () => {
    const { rows } = await database.db.query<{ t: string }>(
      'select private.aviso_reclamo_agencia() as t',
    );
    expect(rows[0]?.t).toBe(COMPLAINT_NOTICE);
  });
});

describe('who reads requests', () => {
  it.each([
    ['anon', () => ANON],
    ['cliente', () => cliente],
    ['abogado', () => abogado],
    ['admin', () => admin],
  ] as const)('%s cannot read either table directly', async (_name, who) => {
    for (const table of ['solicitudes_derechos', 'verificaciones_derechos']) {
      const result = await attempt(database, who(), `select * from public.${table}`);
      expect(result.ok ? 'read' : result.error.message).toMatch(/permission denied/);
    }
  });

  it('only an admin at aal2 lists them, ordered by due date', async () => {
    for (const who of [ANON, cliente, abogado, { ...admin, aal: 'aal1' as const }]) {
      const result = await attempt(
        database,
        who,
        'select * from public.solicitudes_derechos_lista()',
      );
      expect(result.ok ? 'listed' : result.error.message).toMatch(
        /permission denied|administrador/,
      );
    }
    const listed = await attempt<{ r: { plazo: string } }>(
      database,
      admin,
      'select r from public.solicitudes_derechos_lista() r',
    );
    const dates = listed.ok ? listed.value.map((row) => row.r.plazo) : [];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort());
  });

  it('the requester reads their own request with its code and e-mail, nothing else', async () => {
    const ack = await file('anonima@ejemplo.cl', { codigoReserva: bookingCode() }, 'oposicion');
    const own = await attempt<{ r: { estado: string } | null }>(
      database,
      ANON,
      'select public.estado_solicitud_derechos($1, $2) as r',
      [ack.codigo, 'anonima@ejemplo.cl'],
    );
    expect(own.ok && own.value[0]?.r?.estado).toBe('recibida');
    const other = await attempt<{ r: unknown }>(
      database,
      ANON,
      'select public.estado_solicitud_derechos($1, $2) as r',
      [ack.codigo, 'otra@ejemplo.cl'],
    );
    expect(other.ok && other.value[0]?.r).toBeNull();
  });
});

describe('the admin answers', () => {
  const call = (sql: string, params: unknown[]) =>
    attempt<{ r: Record<string, unknown> }>(database, admin, sql, params);
  const hint = (result: Awaited<ReturnType<typeof call>>) => (result.ok ? 'ok' : result.error.hint);

  it('moves a request through en curso, one extension and the answer', async () => {
    const ack = await file('anonima@ejemplo.cl', { codigoReserva: bookingCode() }, 'acceso');
    const id = await idOf(ack.codigo ?? '');
    expect(hint(await call('select public.solicitud_iniciar($1) as r', [id]))).toBe('ok');
    expect(hint(await call('select public.solicitud_iniciar($1) as r', [id]))).toBe(
      'transicion_invalida',
    );
    expect(
      hint(await call('select public.solicitud_prorrogar($1, 30, $2) as r', [id, 'corto'])),
    ).toBe('motivo_invalido');
    const extended = await call('select public.solicitud_prorrogar($1, 30, $2) as r', [
      id,
      'Debemos revisar registros en papel del archivo.',
    ]);
    expect(extended.ok && extended.value[0]?.r.prorroga_hasta).toBeTruthy();
    expect(
      hint(
        await call('select public.solicitud_prorrogar($1, 10, $2) as r', [
          id,
          'Una segunda prórroga no se permite.',
        ]),
      ),
    ).toBe('prorroga_no_permitida');
    const exported = await attempt<{
      r: { titular: { email: string }; reservas: { id: string }[] };
    }>(database, admin, 'select public.solicitud_exportar($1) as r', [id]);
    const data = exported.ok ? exported.value[0]?.r : undefined;
    expect(data?.titular.email).toBe('anonima@ejemplo.cl');
    expect(data?.reservas.map((r) => r.id)).toContain(reservaId);
    const answered = await call('select public.solicitud_responder($1, $2) as r', [
      id,
      'Adjuntamos la copia de tus datos en formato JSON.',
    ]);
    expect(answered.ok && answered.value[0]?.r.estado).toBe('respondida');
    expect(
      hint(await call('select public.solicitud_rechazar($1, $2) as r', [id, 'Ya no corresponde.'])),
    ).toBe('transicion_invalida');
    const trail = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.auditoria where tabla = 'solicitudes_derechos' and registro = $1 and accion = 'exportar'",
      [id],
    );
    expect(trail.rows[0]?.n).toBe(1);
  });

  it('runs the erasure and keeps its report with the request', async () => {
    const ack = await file('anonima@ejemplo.cl', { codigoReserva: bookingCode() }, 'supresion');
    const id = await idOf(ack.codigo ?? '');
    const erased = await call('select public.solicitud_suprimir($1) as r', [id]);
    expect(erased.ok).toBe(true);
    const { rows } = await database.db.query<{
      estado: string;
      resultado: { supresion?: unknown };
    }>('select estado, resultado from public.solicitudes_derechos where id = $1', [id]);
    expect(rows[0]?.estado).toBe('en_curso');
    expect(rows[0]?.resultado.supresion).toBeTruthy();
  });

  it('a denial keeps its reason and the Agencia sentence; bloqueo has no extension', async () => {
    const ack = await file('anonima@ejemplo.cl', { codigoReserva: bookingCode() }, 'bloqueo');
    const id = await idOf(ack.codigo ?? '');
    expect(
      hint(
        await call('select public.solicitud_prorrogar($1, 5, $2) as r', [
          id,
          'Necesitamos más tiempo para revisar.',
        ]),
      ),
    ).toBe('prorroga_no_permitida');
    expect(hint(await call('select public.solicitud_rechazar($1, $2) as r', [id, '']))).toBe(
      'motivo_invalido',
    );
    const rejected = await call('select public.solicitud_rechazar($1, $2) as r', [
      id,
      'Los datos se conservan por una obligación tributaria de 6 años.',
    ]);
    expect(rejected.ok && rejected.value[0]?.r.estado).toBe('rechazada');
    expect(rejected.ok && String(rejected.value[0]?.r.respuesta)).toContain(COMPLAINT_NOTICE);
  });

  it('staff other than admins cannot act on a request', async () => {
    const ack = await file('anonima@ejemplo.cl', { codigoReserva: bookingCode() }, 'rectificacion');
    const id = await idOf(ack.codigo ?? '');
    for (const who of [ANON, cliente, abogado]) {
      const result = await attempt(database, who, 'select public.solicitud_suprimir($1)', [id]);
      expect(result.ok ? 'done' : result.error.message).toMatch(/permission denied|administrador/);
    }
  });
});

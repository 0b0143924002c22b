import { COMPLAINT_NOTICE, dueDate, type Right } from '../../src/lib/privacy/request-deadlines';
import { attempt } from './support/calls';
import { attemptWithPass, issuePass } from './support/human-pass';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Rights requests from people without an account: identity proved only by control of the address
// (a code e-mailed to it), limits that slow guessing without locking anyone out, due dates equal to
// the TS rule, and the admin's handling, which never reaches an account.

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

const SERVER: Caller = { role: 'service_role' };
const bookingCode = () => reservaId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** A code, asked for as the server asks for it (the function that e-mails it). */
const askCode = (email: string, who: Caller = SERVER) =>
  attempt<{ r: { codigo?: string } }>(
    database,
    who,
    'select public.pedir_codigo_derechos($1) as r',
    [email],
  );

const newCode = async (email: string): Promise<string> => {
  const asked = await askCode(email);
  if (!asked.ok) throw new Error(`${asked.error.hint ?? ''}: ${asked.error.message}`);
  return asked.value[0]?.r.codigo ?? '';
};

const FILE_SQL = 'select public.registrar_solicitud_derechos($1, $2, $3, $4, $5) as r';
const fileParams = (email: string, codigo: string, derecho: Right) => [
  derecho,
  email,
  'Persona Solicitante',
  'Quiero que borren mis datos de la reserva.',
  codigo,
];

const file = async (email: string, codigo: string, derecho: Right = 'supresion') => {
  const result = await attempt<{ r: Acknowledgement }>(
    database,
    ANON,
    FILE_SQL,
    fileParams(email, codigo, derecho),
  );
  if (!result.ok) throw new Error(`${result.error.hint ?? ''}: ${result.error.message}`);
  return result.value[0]?.r ?? {};
};

/**
 * A request filed with a fresh code, as a person who controls the address files it. The mailbox's
 * earlier codes are moved an hour back first, as if each request came a while after the last, so
 * the hourly allowance of 3 codes does not limit a test that files several.
 */
const fileProved = async (email: string, derecho: Right = 'supresion') => {
  await database.db.query(
    "update public.verificaciones_derechos set creado_en = creado_en - interval '1 hour' where clave_email = private.clave_email($1)",
    [email],
  );
  return file(email, await newCode(email), derecho);
};

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

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
    const code = await newCode('suscriptora@ejemplo.cl');
    expect(code).toMatch(/^\d{6}$/);
    // Only its SHA-256 is stored.
    const hashed = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.verificaciones_derechos where clave_email = 'suscriptora@ejemplo.cl' and codigo_hash = extensions.digest(convert_to('derechos:' || $1, 'UTF8'), 'sha256')",
      [code],
    );
    expect(hashed.rows[0]?.n).toBe(1);

    const ack = await file('suscriptora@ejemplo.cl', code, 'acceso');
    expect(ack.codigo).toMatch(/^SD-[0-9A-F]{8}$/);
    expect(ack.vence_en).toBe(dueDate('acceso', new Date()));
    expect(await stored(ack.codigo ?? '')).toMatchObject({
      estado: 'recibida',
      verificada_por: 'codigo_email',
    });
    // The code was taken.
    expect((await file('suscriptora@ejemplo.cl', code)).error).toBe('codigo_invalido');
  });

  it('makes codes for the server only: a visitor cannot make one nobody receives', async () => {
    for (const who of [ANON, cliente, admin]) {
      const asked = await askCode('victima-codigo@ejemplo.cl', who);
      expect(asked.ok ? 'código' : asked.error.message).toMatch(/permission denied/);
    }
    const made = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.verificaciones_derechos where clave_email = 'victima-codigo@ejemplo.cl'",
    );
    expect(made.rows[0]?.n).toBe(0);
  });

  it('keeps every code valid for its 15 minutes: a newer code voids no earlier one', async () => {
    const first = await newCode('dos-codigos@ejemplo.cl');
    const second = await newCode('dos-codigos@ejemplo.cl');
    expect((await file('dos-codigos@ejemplo.cl', first, 'acceso')).codigo).toMatch(/^SD-/);
    expect((await file('dos-codigos@ejemplo.cl', second, 'oposicion')).codigo).toMatch(/^SD-/);
  });

  it('after 5 wrong codes in an hour asks for a human check on each try, and never voids the right code', async () => {
    const code = await newCode('curiosa@ejemplo.cl');
    const wrong = wrongCodeFor(code);
    const errors = [];
    for (let i = 0; i < 5; i += 1) errors.push((await file('curiosa@ejemplo.cl', wrong)).error);
    expect(errors).toEqual(Array<string>(5).fill('codigo_invalido'));

    const sixth = await attempt(
      database,
      ANON,
      FILE_SQL,
      fileParams('curiosa@ejemplo.cl', wrong, 'acceso'),
    );
    expect(sixth.ok ? 'ok' : [sixth.error.code, sixth.error.hint]).toEqual([
      'PT428',
      'verificacion_humana',
    ]);
    // The person who has the right code passes the check once and files the request.
    const filed = await attemptWithPass<{ r: Acknowledgement }>(
      database,
      ANON,
      await issuePass(database),
      FILE_SQL,
      fileParams('Curiosa+otra@ejemplo.cl', code, 'acceso'),
    );
    expect(filed.ok && filed.value[0]?.r.codigo).toMatch(/^SD-/);
  });

  it('stops a mailbox’s codes for the day after 50 wrong tries', async () => {
    const code = await newCode('insistente@ejemplo.cl');
    await database.db.query(
      `insert into public.verificaciones_derechos (clave_email, tipo, creado_en)
       select 'insistente@ejemplo.cl', 'intento_codigo', now() - interval '2 hours'
       from generate_series(1, 50)`,
    );
    expect((await file('insistente@ejemplo.cl', code)).error).toBe('demasiados_intentos');
  });

  it('refuses an expired code', async () => {
    const code = await newCode('tardia@ejemplo.cl');
    await database.db.query(
      "update public.verificaciones_derechos set expira_en = now() - interval '1 second' where clave_email = 'tardia@ejemplo.cl'",
    );
    expect((await file('tardia@ejemplo.cl', code)).error).toBe('codigo_invalido');
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

  it('beyond 200 codes an hour for the site, asks for a human check instead of refusing', async () => {
    const flood = await database.db.query<{ id: string }>(
      `insert into public.verificaciones_derechos (clave_email, tipo, codigo_hash, expira_en)
       select 'flood' || g || '@ejemplo.cl', 'codigo_email', decode('00', 'hex'), now() + interval '15 minutes'
       from generate_series(1, 200) g returning id`,
    );
    const refused = await askCode('legitima@ejemplo.cl');
    expect(refused.ok ? 'ok' : refused.error.hint).toBe('verificacion_humana');
    const passed = await attemptWithPass<{ r: { codigo?: string } }>(
      database,
      SERVER,
      await issuePass(database),
      'select public.pedir_codigo_derechos($1) as r',
      ['legitima@ejemplo.cl'],
    );
    expect(passed.ok && passed.value[0]?.r.codigo).toMatch(/^\d{6}$/);
    await database.db.query('delete from public.verificaciones_derechos where id = any($1)', [
      flood.rows.map((row) => row.id),
    ]);
  });

  it('refuses an invalid address', async () => {
    const result = await askCode('no-es-un-correo');
    expect(result.ok ? null : result.error.hint).toBe('email_invalido');
  });
});

describe('a booking code proves nothing about an address', () => {
  it('files nothing in the name of the booking’s address with its booking code', async () => {
    // Anyone can book with any address: the booking below was made with the victim's.
    const before = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.solicitudes_derechos where email = 'anonima@ejemplo.cl'",
    );
    const withOldProof = await attempt(
      database,
      ANON,
      'select public.registrar_solicitud_derechos(p_derecho => $1, p_email => $2, p_nombre => $3, p_detalle => $4, p_codigo_reserva => $5) as r',
      [
        'supresion',
        'anonima@ejemplo.cl',
        'Intrusa',
        'Borren todos los datos de esta persona.',
        bookingCode(),
      ],
    );
    expect(withOldProof.ok ? withOldProof.value : withOldProof.error.code).toBe('42883');
    const asCode = await attempt<{ r: Acknowledgement }>(
      database,
      ANON,
      FILE_SQL,
      fileParams('anonima@ejemplo.cl', bookingCode(), 'supresion'),
    );
    expect(asCode.ok && asCode.value[0]?.r.error).toBe('codigo_invalido');
    const after = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.solicitudes_derechos where email = 'anonima@ejemplo.cl'",
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('needs the e-mailed code', async () => {
    const none = await attempt(
      database,
      ANON,
      "select public.registrar_solicitud_derechos('acceso', 'a@ejemplo.cl', 'Ana', 'Mis datos, por favor.', null) as r",
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
    const ack = await fileProved('anonima@ejemplo.cl', 'oposicion');
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
    const ack = await fileProved('anonima@ejemplo.cl', 'acceso');
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
    const ack = await fileProved('anonima@ejemplo.cl', 'supresion');
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
    const ack = await fileProved('anonima@ejemplo.cl', 'bloqueo');
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

  it('never erases or exports an account: only its holder, signed in, does that', async () => {
    // A victim with an account; the request is filed by whoever controls the address, but the
    // account's own data go only to the account, from Mi cuenta.
    const holder = await database.createUser('con-cuenta@ejemplo.cl');
    await database.db.query(
      `insert into public.mensajes_contacto (nombre, email, mensaje, aviso_version, aviso_visto_en)
       select 'Con Cuenta', 'con-cuenta@ejemplo.cl', 'Consulta enviada sin iniciar sesión.', version, now()
       from public.versiones_legales where documento = 'privacidad' order by vigente_desde desc limit 1`,
    );
    const exportAck = await fileProved('con-cuenta@ejemplo.cl', 'acceso');
    const exported = await call('select public.solicitud_exportar($1) as r', [
      await idOf(exportAck.codigo ?? ''),
    ]);
    const data = exported.ok ? exported.value[0]?.r : undefined;
    expect(data?.perfil ?? null).toBeNull();
    expect(data?.cuenta ?? null).toBeNull();
    expect(data?.mensajes_contacto).toHaveLength(1);
    expect(data?.cuenta_con_este_correo).toMatchObject({ existe: true });

    const eraseAck = await fileProved('con-cuenta@ejemplo.cl', 'supresion');
    const erased = await call('select public.solicitud_suprimir($1) as r', [
      await idOf(eraseAck.codigo ?? ''),
    ]);
    expect(erased.ok && erased.value[0]?.r.cuenta).toMatchObject({ existe: true });
    const account = await database.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where id = $1',
      [holder.sub],
    );
    expect(account.rows[0]?.n).toBe(1);
    const messages = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.mensajes_contacto where email = 'con-cuenta@ejemplo.cl'",
    );
    expect(messages.rows[0]?.n).toBe(0);
  });

  it('runs nothing for a request whose identity was never proved (an old booking-code request)', async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into public.solicitudes_derechos (codigo, derecho, email, nombre, detalle, verificada_por, reserva_id, vence_en)
       values ('SD-00C0D1E0', 'supresion', 'anonima@ejemplo.cl', 'Quien Sea', 'Borren los datos de esta persona.',
               'codigo_reserva', $1, current_date + 30)
       returning id`,
      [reservaId],
    );
    const id = rows[0]?.id ?? '';
    expect(hint(await call('select public.solicitud_suprimir($1) as r', [id]))).toBe(
      'identidad_no_probada',
    );
    expect(hint(await call('select public.solicitud_exportar($1) as r', [id]))).toBe(
      'identidad_no_probada',
    );
  });

  it('staff other than admins cannot act on a request', async () => {
    const ack = await fileProved('anonima@ejemplo.cl', 'rectificacion');
    const id = await idOf(ack.codigo ?? '');
    for (const who of [ANON, cliente, abogado]) {
      const result = await attempt(database, who, 'select public.solicitud_suprimir($1)', [id]);
      expect(result.ok ? 'done' : result.error.message).toMatch(/permission denied|administrador/);
    }
  });
});

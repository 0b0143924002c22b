import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// The person's rights over their data: the export holds everything about them and nothing about
// anyone else; erasure deletes or anonymises, keeps what the law makes the firm keep blocked (with
// the reason and the date the block ends), and records each step in the audit trail; only the
// signed-in person may ask for either, and never anonymously.

let database: TestDatabase;
const who: Record<'admin' | 'ana' | 'beto', Caller> = {
  admin: ANON,
  ana: ANON,
  beto: ANON,
};

/** The Monday of a week `days` from today (a working day that is not a slot conflict). */
const monday = (days: number) => `date_trunc('week', current_date + ${String(days)})::date`;

async function booking(
  userId: string | null,
  email: string,
  fecha: string,
  hora: string,
  estado: string,
  extra: { nombre?: string; descripcion?: string; precio?: number } = {},
): Promise<string> {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, empresa, descripcion, fecha,
       hora, plan, servicio, precio, categoria, estado)
     values ($1, $2, '12.345.678-5', $3, '+56912345678', 'Empresa SpA', $4, ${fecha}, $5,
       'laboral', 'Consulta Laboral', $6, 'Laboral', $7::public.estado_reserva)
     returning id`,
    [
      userId,
      extra.nombre ?? 'Ana Pérez',
      email,
      extra.descripcion ?? 'Despido sin aviso',
      hora,
      extra.precio ?? 35000,
      estado,
    ],
  );
  return rows[0]?.id ?? '';
}

const ids = {
  pagada: '',
  gratuitaPasada: '',
  futura: '',
  anonimaMismoCorreo: '',
  deBeto: '',
};

beforeAll(async () => {
  database = await openTestDatabase();
  who.admin = await database.createUser('admin-derechos@ejemplo.cl', 'admin');
  who.ana = await database.createUser('ana@ejemplo.cl');
  who.beto = await database.createUser('beto@ejemplo.cl');
  const ana = who.ana.sub ?? '';
  ids.pagada = await booking(ana, 'ana@ejemplo.cl', monday(-70), '09:00', 'completada');
  await database.db.query(
    "insert into public.pagos (reserva_id, metodo, monto, estado, token) values ($1, 'tarjeta', 35000, 'aprobado', 'tok-secreto-ana')",
    [ids.pagada],
  );
  ids.gratuitaPasada = await booking(ana, 'ana@ejemplo.cl', monday(-63), '10:00', 'completada', {
    precio: 0,
  });
  await database.db.query(
    "insert into public.pagos (reserva_id, metodo, monto, estado, motivo) values ($1, 'transferencia', 35000, 'rechazado', 'No llegó')",
    [ids.gratuitaPasada],
  );
  ids.futura = await booking(ana, 'ana@ejemplo.cl', monday(35), '11:00', 'confirmada', {
    precio: 0,
  });
  // Made without an account, with Ana's address (another spelling): hers too.
  ids.anonimaMismoCorreo = await booking(null, 'Ana@Ejemplo.cl', monday(-56), '14:00', 'cancelada');
  ids.deBeto = await booking(
    who.beto.sub ?? '',
    'beto@ejemplo.cl',
    monday(-70),
    '15:00',
    'completada',
    {
      nombre: 'Beto Rojas',
    },
  );
  await database.db.query(
    "insert into public.notificaciones (reserva_id, tipo, estado, intentos, webhook_response) values ($1, 'nueva_reserva', 'enviado', 1, '{\"eco\": \"Ana Pérez\"}')",
    [ids.pagada],
  );
  await database.db.query(
    `insert into public.mensajes_contacto (nombre, email, mensaje) values
       ('Ana Pérez', 'ana@ejemplo.cl', 'Quisiera saber sobre mi finiquito'),
       ('Beto Rojas', 'beto@ejemplo.cl', 'Consulta sobre un arriendo')`,
  );
  await database.db.query(
    "insert into public.suscriptores (email) values ('ANA@ejemplo.cl'), ('beto@ejemplo.cl')",
  );
  // A staff read of Ana's booking, as the trail records it.
  await database.db.query(
    `insert into public.auditoria (actor, actor_email, actor_rol, accion, tabla, registro, titular, titular_email)
     values ($1, 'admin-derechos@ejemplo.cl', 'admin', 'leer', 'reservas', $2, $3, 'ana@ejemplo.cl')`,
    [who.admin.sub, ids.pagada, ana],
  );
});
afterAll(() => database.close());

interface Export {
  cuenta: { email: string } | null;
  perfil: { email: string } | null;
  reservas: { id: string; codigo: string; nombre: string }[];
  pagos: Record<string, unknown>[];
  avisos: Record<string, unknown>[];
  mensajes_contacto: { email: string }[];
  suscripciones: { email: string }[];
  auditoria: {
    creado_en: string;
    accion: string;
    registro: string;
    rol_de_quien_actuo: string | null;
  }[];
}

describe('the export of one’s data', () => {
  it('holds the person’s bookings, payments, notices, messages, subscription and audit entries, and nothing of anyone else', async () => {
    const result = await attempt<{ d: Export }>(
      database,
      who.ana,
      'select public.exportar_mis_datos() as d',
    );
    if (!result.ok) throw new Error(result.error.message);
    const data = result.value[0]?.d;
    expect(data?.cuenta?.email).toBe('ana@ejemplo.cl');
    expect(data?.perfil?.email).toBe('ana@ejemplo.cl');
    expect(data?.reservas.map((r) => r.id).sort()).toEqual(
      [ids.pagada, ids.gratuitaPasada, ids.futura, ids.anonimaMismoCorreo].sort(),
    );
    expect(data?.reservas.every((r) => /^[0-9A-F]{8}$/.test(r.codigo))).toBe(true);
    expect(JSON.stringify(data)).not.toContain('Beto');
    expect(JSON.stringify(data)).not.toContain('beto@');
    expect(data?.pagos).toHaveLength(2);
    // Webpay's token is the system's, never the file's; the notice's content is not given.
    expect(JSON.stringify(data)).not.toContain('tok-secreto-ana');
    expect(data?.pagos[0]).not.toHaveProperty('token');
    expect(data?.avisos).toEqual([
      expect.objectContaining({ tipo: 'nueva_reserva', estado: 'enviado', reserva_id: ids.pagada }),
    ]);
    expect(JSON.stringify(data?.avisos)).not.toContain('eco');
    expect(data?.mensajes_contacto.map((m) => m.email)).toEqual(['ana@ejemplo.cl']);
    expect(data?.suscripciones.map((s) => s.email)).toEqual(['ANA@ejemplo.cl']);
    expect(
      data?.auditoria.map((entry) => ({ ...entry, creado_en: typeof entry.creado_en })),
    ).toEqual([
      {
        accion: 'leer',
        tabla: 'reservas',
        registro: ids.pagada,
        rol_de_quien_actuo: 'admin',
        pantalla: null,
        creado_en: 'string',
      },
    ]);
  });

  it('is recorded in the audit trail', async () => {
    const { rows } = await database.db.query<{ actor: string; titular: string }>(
      "select actor, titular from public.auditoria where accion = 'exportar'",
    );
    expect(rows).toEqual([{ actor: who.ana.sub, titular: who.ana.sub }]);
  });

  it('is refused to anonymous callers, and the core functions to every API role', async () => {
    const anon = await attempt(database, ANON, 'select public.exportar_mis_datos()');
    expect(anon.ok ? 'exportado' : anon.error.code).toBe('42501');
    const anonDelete = await attempt(database, ANON, 'select public.eliminar_mi_cuenta()');
    expect(anonDelete.ok ? 'eliminada' : anonDelete.error.code).toBe('42501');
    for (const caller of [who.ana, who.admin]) {
      for (const sql of [
        "select private.datos_del_titular($1, 'ana@ejemplo.cl')",
        "select private.suprimir_titular($1, 'ana@ejemplo.cl')",
      ]) {
        const call = await attempt(database, caller, sql, [who.ana.sub]);
        expect(call.ok ? 'llamada' : call.error.code).toBe('42501');
      }
    }
  });
});

describe('deleting one’s account', () => {
  it('refuses the last active admin and erases nothing', async () => {
    await database.db.query(
      "update public.profiles set role = 'cliente' where role = 'admin' and user_id <> $1",
      [who.admin.sub],
    );
    const refused = await attempt(database, who.admin, 'select public.eliminar_mi_cuenta()');
    expect(refused.ok ? 'eliminada' : refused.error).toMatchObject({ hint: 'ultimo_admin' });
    const { rows } = await database.db.query('select 1 from auth.users where id = $1', [
      who.admin.sub,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('erases the person’s data, keeps the paid and the upcoming bookings blocked, and records each step', async () => {
    const result = await attempt<{
      r: {
        eliminados: { tabla: string }[];
        anonimizados: { id: string }[];
        bloqueados: { id: string; hasta: string; motivos: { codigo: string; texto: string }[] }[];
      };
    }>(database, who.ana, 'select public.eliminar_mi_cuenta() as r');
    if (!result.ok) throw new Error(result.error.message);
    const report = result.value[0]?.r;
    expect(report?.anonimizados.map((a) => a.id).sort()).toEqual(
      [ids.gratuitaPasada, ids.anonimaMismoCorreo].sort(),
    );
    expect(report?.eliminados.map((e) => e.tabla).sort()).toEqual([
      'mensajes_contacto',
      'profiles',
      'suscriptores',
      'usuarios',
    ]);

    const { rows: dates } = await database.db.query<{ pagada: string; futura: string }>(
      `select ((select fecha from public.reservas where id = $1) + interval '6 years')::date::text as pagada,
              (select fecha from public.reservas where id = $2)::text as futura`,
      [ids.pagada, ids.futura],
    );
    const blocked = Object.fromEntries((report?.bloqueados ?? []).map((b) => [b.id, b]));
    expect(blocked[ids.pagada]).toMatchObject({
      hasta: dates[0]?.pagada,
      motivos: [expect.objectContaining({ codigo: 'registro_contable' })],
    });
    expect(blocked[ids.futura]).toMatchObject({
      hasta: dates[0]?.futura,
      motivos: [expect.objectContaining({ codigo: 'asunto_en_curso' })],
    });

    const { rows } = await database.db.query(
      `select id, user_id, nombre, rut, email, telefono, empresa, descripcion, precio, estado::text,
              bloqueada_hasta::text, motivo_bloqueo, anonimizada_en is not null as anonimizada
       from public.reservas where id = any($1)`,
      [[ids.pagada, ids.gratuitaPasada, ids.futura, ids.anonimaMismoCorreo, ids.deBeto]],
    );
    const row = Object.fromEntries(rows.map((r) => [r.id as string, r]));
    // The accounting record: name, document, amount, date and plan; contact data and the case gone.
    expect(row[ids.pagada]).toMatchObject({
      user_id: null,
      nombre: 'Ana Pérez',
      rut: '12.345.678-5',
      email: '',
      telefono: '',
      empresa: null,
      descripcion: null,
      precio: 35000,
      bloqueada_hasta: dates[0]?.pagada,
      anonimizada: true,
    });
    expect(row[ids.pagada]?.motivo_bloqueo).toContain('Código Tributario');
    // The consultation ahead keeps what it needs, until its date.
    expect(row[ids.futura]).toMatchObject({
      user_id: null,
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      bloqueada_hasta: dates[0]?.futura,
      anonimizada: false,
    });
    // The rest anonymised, with what the statistics need.
    for (const id of [ids.gratuitaPasada, ids.anonimaMismoCorreo]) {
      expect(row[id]).toMatchObject({
        nombre: 'Anonimizado',
        rut: '',
        email: '',
        telefono: '',
        empresa: null,
        descripcion: null,
        bloqueada_hasta: null,
        anonimizada: true,
      });
    }
    expect(row[ids.anonimaMismoCorreo]?.estado).toBe('cancelada');
    // Beto's data are untouched.
    expect(row[ids.deBeto]).toMatchObject({ nombre: 'Beto Rojas', email: 'beto@ejemplo.cl' });

    const left = await database.db.query<{ tabla: string; n: number }>(
      `select 'usuarios' as tabla, count(*)::int as n from auth.users where id = $1
       union all select 'profiles', count(*)::int from public.profiles where user_id = $1
       union all select 'mensajes', count(*)::int from public.mensajes_contacto where lower(email) = 'ana@ejemplo.cl'
       union all select 'suscriptores', count(*)::int from public.suscriptores where lower(email) = 'ana@ejemplo.cl'
       union all select 'pagos_rechazados', count(*)::int from public.pagos where reserva_id = $2
       union all select 'pagos_aprobados', count(*)::int from public.pagos where reserva_id = $3
       union all select 'respuestas', count(*)::int from public.notificaciones where webhook_response is not null
       union all select 'de_beto', count(*)::int from public.mensajes_contacto where email = 'beto@ejemplo.cl'`,
      [who.ana.sub, ids.gratuitaPasada, ids.pagada],
    );
    expect(Object.fromEntries(left.rows.map((r) => [r.tabla, r.n]))).toEqual({
      usuarios: 0,
      profiles: 0,
      mensajes: 0,
      suscriptores: 0,
      pagos_rechazados: 0,
      pagos_aprobados: 1,
      respuestas: 0,
      de_beto: 1,
    });

    const trail = await database.db.query<{ accion: string; tabla: string; n: number }>(
      `select accion, tabla, count(*)::int as n from public.auditoria
       where titular = $1 and accion <> 'leer' and accion <> 'exportar'
       group by 1, 2 order by 1, 2`,
      [who.ana.sub],
    );
    expect(trail.rows).toEqual([
      { accion: 'anonimizar', tabla: 'reservas', n: 2 },
      { accion: 'bloquear', tabla: 'reservas', n: 2 },
      { accion: 'eliminar', tabla: 'mensajes_contacto', n: 1 },
      { accion: 'eliminar', tabla: 'pagos', n: 1 },
      { accion: 'eliminar', tabla: 'profiles', n: 1 },
      { accion: 'eliminar', tabla: 'suscriptores', n: 1 },
      { accion: 'eliminar', tabla: 'usuarios', n: 1 },
    ]);
  });

  it('lets staff see a blocked booking with its reason and end date, and not delete it', async () => {
    await database.db.query("update public.profiles set role = 'admin' where user_id = $1", [
      who.beto.sub,
    ]);
    const seen = await attempt<{ nombre: string; bloqueada_hasta: string | null }>(
      database,
      who.admin,
      'select nombre, bloqueada_hasta::text, motivo_bloqueo from public.reservas where id = $1',
      [ids.pagada],
    );
    expect(seen.ok && seen.value[0]?.bloqueada_hasta).toBeTruthy();
    const removed = await attempt(
      database,
      who.admin,
      'delete from public.reservas where id = $1',
      [ids.pagada],
    );
    expect(removed.ok ? 'borrada' : removed.error).toMatchObject({ hint: 'reserva_bloqueada' });
  });
});

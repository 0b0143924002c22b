import { RETENTION_RULES } from '../../src/content/legal/retention';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

let database: TestDatabase;
const who: Record<string, Caller> = {};
const ids: Record<string, string> = {};

/** A weekday `days` days before today, as YYYY-MM-DD. */
async function weekdayAgo(days: number): Promise<string> {
  const { rows } = await database.db.query<{ day: string }>(
    `select d::date::text as day from generate_series(current_date - $1::int,
       current_date - $1::int - 6, interval '-1 day') d
     where extract(isodow from d) between 1 and 5 order by d desc limit 1`,
    [days],
  );
  return rows[0]?.day ?? '';
}

async function insertBooking(fecha: string, hora: string, userId: string | null, email: string) {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, fecha, hora, plan, servicio,
       precio, categoria, estado, descripcion, empresa)
     values ($1, 'Carla Pérez', '12.345.678-5', $4, '+56912345678', $2::date, $3, 'laboral',
       'Consulta Laboral', 35000, 'Laboral', 'completada', 'Un despido injustificado.', 'Acme')
     returning id`,
    [userId, fecha, hora, email],
  );
  return rows[0]?.id ?? '';
}

async function approvedPayment(reservaId: string) {
  await database.db.query(
    `insert into public.pagos (reserva_id, metodo, monto, estado, numero_comprobante)
     values ($1, 'transferencia', 35000, 'aprobado', 'OP-123')`,
    [reservaId],
  );
}

/** Runs `sql` as the caller; the rows, or the error's message. */
async function attempt(caller: Caller, sql: string, params: unknown[] = [], pantalla?: string) {
  try {
    return await database.as(caller, async (tx) => {
      if (pantalla)
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-pantalla': pantalla }),
        ]);
      return (await tx.query(sql, params)).rows;
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

interface Entry {
  actor: string | null;
  actor_rol: string | null;
  accion: string;
  tabla: string;
  registro: string | null;
  titular: string | null;
  titular_email: string | null;
  pantalla: string | null;
  detalle: Record<string, unknown>;
}

const entries = async (where: string, params: unknown[] = []) =>
  (
    await database.db.query<Entry>(
      `select actor, actor_rol, accion, tabla, registro, titular, titular_email, pantalla, detalle
       from public.auditoria where ${where} order by id`,
      params,
    )
  ).rows;

const stats = async () =>
  (
    await database.as(who.admin ?? ANON, (tx) =>
      tx.query<{ s: unknown }>('select public.estadisticas() as s'),
    )
  ).rows[0]?.s;

beforeAll(async () => {
  database = await openTestDatabase();
  who.cliente = await database.createUser('cliente@ejemplo.cl');
  who.abogado = await database.createUser('abogado@ejemplo.cl', 'abogado');
  who.admin = await database.createUser('admin@ejemplo.cl', 'admin');
  who.abogadoAal1 = { ...who.abogado, aal: 'aal1' };
  who.adminAal1 = { ...who.admin, aal: 'aal1' };

  ids.viejaSinPago = await insertBooking(
    await weekdayAgo(400),
    '09:00',
    who.cliente.sub ?? null,
    'cliente@ejemplo.cl',
  );
  ids.recienteSinPago = await insertBooking(await weekdayAgo(40), '09:00', null, 'r@ejemplo.cl');
  ids.bloqueada = await insertBooking(await weekdayAgo(400), '10:00', null, 'b@ejemplo.cl');
  await database.db.query(
    "update public.reservas set bloqueada_hasta = now() + interval '1 year' where id = $1",
    [ids.bloqueada],
  );
  ids.pagadaReciente = await insertBooking(
    await weekdayAgo(2 * 365),
    '09:00',
    null,
    'p@ejemplo.cl',
  );
  await approvedPayment(ids.pagadaReciente);
  ids.pagadaVieja = await insertBooking(await weekdayAgo(7 * 365), '09:00', null, 'v@ejemplo.cl');
  await approvedPayment(ids.pagadaVieja);

  await database.db.query(
    `insert into public.mensajes_contacto (nombre, email, mensaje, created_at) values
       ('Ana Díaz', 'a@ejemplo.cl', 'Un mensaje antiguo de prueba.', now() - interval '13 months'),
       ('Ana Díaz', 'a@ejemplo.cl', 'Un mensaje reciente de prueba.', now() - interval '1 month')`,
  );
  await database.db.query(
    `insert into public.notificaciones (reserva_id, tipo, estado, intentos, webhook_response,
       ultimo_error, created_at) values
       ($1, 'nueva_reserva', 'enviado', 1, '{"ok": true}', 'timeout', now() - interval '100 days'),
       ($1, 'recordatorio', 'enviado', 1, '{"ok": true}', null, now() - interval '10 days')`,
    [ids.recienteSinPago],
  );
  await database.db.query(
    `insert into public.suscriptores (email, baja_en) values
       ('baja-vieja@ejemplo.cl', now() - interval '40 days'),
       ('baja-reciente@ejemplo.cl', now() - interval '5 days'),
       ('activo@ejemplo.cl', null)`,
  );
  // Rights requests answered 5 years ago (past the 4 years) and last year.
  await database.db.query(
    `insert into public.solicitudes_derechos (codigo, derecho, email, nombre, detalle, verificada_por, recibida_en, vence_en, estado, respuesta, respondida_en)
     values
       ('SD-0000000A', 'acceso', 'vieja@ejemplo.cl', 'Persona Vieja', 'Quiero saber qué datos tienen.', 'codigo_email', now() - interval '5 years 1 month', (now() - interval '5 years')::date, 'respondida', 'Respondida.', now() - interval '5 years'),
       ('SD-0000000B', 'acceso', 'nueva@ejemplo.cl', 'Persona Nueva', 'Quiero saber qué datos tienen.', 'codigo_email', now() - interval '1 year 1 month', (now() - interval '1 year')::date, 'respondida', 'Respondida.', now() - interval '1 year')`,
  );
  await database.db.query(
    `insert into public.auditoria (accion, tabla, registro, creado_en) values
       ('leer', 'reservas', 'vieja', now() - interval '5 years'),
       ('leer', 'reservas', 'reciente', now() - interval '1 year')`,
  );
});
afterAll(() => database.close());

describe('the retention schedule in the database', () => {
  it('holds the same values as RETENTION_RULES (a change needs a migration that updates the row)', async () => {
    const { rows } = await database.db.query<{
      clave: string;
      cantidad: number;
      unidad: string;
      accion: string;
    }>('select clave, cantidad, unidad, accion from private.plazos_retencion order by clave');
    expect(rows).toEqual(
      RETENTION_RULES.map((rule) => ({
        clave: rule.key,
        cantidad: rule.amount,
        unidad: rule.unit,
        accion: rule.action,
      })).sort((a, b) => a.clave.localeCompare(b.clave)),
    );
  });
});

describe('applying the schedule', () => {
  it('only an admin at aal2 may preview or run it', async () => {
    expect(await attempt(ANON, 'select public.retencion(false)')).toMatch(/permission denied/);
    for (const name of ['cliente', 'abogado', 'abogadoAal1', 'adminAal1'])
      expect(await attempt(who[name] ?? ANON, 'select public.retencion(true)')).toMatch(
        'Solo un administrador',
      );
    for (const name of ['cliente', 'admin'])
      expect(await attempt(who[name] ?? ANON, 'select private.aplicar_retencion(true)')).toMatch(
        /permission denied/,
      );
  });

  it('the preview counts what is due and changes nothing', async () => {
    const result = await attempt(who.admin ?? ANON, 'select public.retencion(false) as r');
    expect(Array.isArray(result) && result[0]?.r).toEqual({
      bloqueos_vencidos: { pendientes: 0, aplicados: 0 },
      reservas_sin_pago: { pendientes: 1, aplicados: 0 },
      reservas_pagadas: { pendientes: 1, aplicados: 0 },
      mensajes_contacto: { pendientes: 1, aplicados: 0 },
      contenido_avisos: { pendientes: 1, aplicados: 0 },
      suscriptores_de_baja: { pendientes: 1, aplicados: 0 },
      solicitudes_derechos: { pendientes: 1, aplicados: 0 },
      auditoria: { pendientes: 1, aplicados: 0 },
    });
    expect(await entries("accion = 'retencion'")).toEqual([]);
  });

  it('anonymises, deletes and empties what is due, keeping the statistics and what is not due', async () => {
    const before = await stats();
    const result = await attempt(who.admin ?? ANON, 'select public.retencion(true) as r');
    expect(Array.isArray(result) && result[0]?.r).toMatchObject({
      reservas_sin_pago: { pendientes: 1, aplicados: 1 },
      reservas_pagadas: { pendientes: 1, aplicados: 1 },
      mensajes_contacto: { pendientes: 1, aplicados: 1 },
      contenido_avisos: { pendientes: 1, aplicados: 1 },
      suscriptores_de_baja: { pendientes: 1, aplicados: 1 },
      solicitudes_derechos: { pendientes: 1, aplicados: 1 },
      auditoria: { pendientes: 1, aplicados: 1 },
    });
    expect(await stats()).toEqual(before);

    const { rows: bookings } = await database.db.query<{
      id: string;
      nombre: string;
      rut: string;
      email: string;
      telefono: string;
      empresa: string | null;
      descripcion: string | null;
      precio: number;
      plan: string;
      estado: string;
      anonimizada: boolean;
    }>(
      `select id, nombre, rut, email, telefono, empresa, descripcion, precio, plan, estado,
         anonimizada_en is not null as anonimizada from public.reservas`,
    );
    const byId = (id?: string) => bookings.find((b) => b.id === id);
    for (const id of [ids.viejaSinPago, ids.pagadaVieja])
      expect(byId(id)).toMatchObject({
        nombre: 'Anonimizado',
        rut: '',
        email: '',
        telefono: '',
        empresa: null,
        descripcion: null,
        precio: 35000,
        plan: 'laboral',
        estado: 'completada',
        anonimizada: true,
      });
    for (const id of [ids.recienteSinPago, ids.pagadaReciente, ids.bloqueada])
      expect(byId(id)).toMatchObject({ nombre: 'Carla Pérez', anonimizada: false });

    const { rows: payments } = await database.db.query<{
      reserva_id: string;
      monto: number;
      estado: string;
      numero_comprobante: string | null;
    }>('select reserva_id, monto, estado, numero_comprobante from public.pagos');
    expect(payments.find((p) => p.reserva_id === ids.pagadaVieja)).toEqual({
      reserva_id: ids.pagadaVieja,
      monto: 35000,
      estado: 'aprobado',
      numero_comprobante: null,
    });
    expect(payments.find((p) => p.reserva_id === ids.pagadaReciente)?.numero_comprobante).toBe(
      'OP-123',
    );

    const { rows: messages } = await database.db.query<{ mensaje: string }>(
      'select mensaje from public.mensajes_contacto',
    );
    expect(messages).toEqual([{ mensaje: 'Un mensaje reciente de prueba.' }]);

    const { rows: notices } = await database.db.query<{
      tipo: string;
      webhook_response: unknown;
      ultimo_error: string | null;
      estado: string;
    }>(
      'select tipo, webhook_response, ultimo_error, estado from public.notificaciones order by tipo',
    );
    expect(notices).toEqual([
      { tipo: 'nueva_reserva', webhook_response: null, ultimo_error: null, estado: 'enviado' },
      {
        tipo: 'recordatorio',
        webhook_response: { ok: true },
        ultimo_error: null,
        estado: 'enviado',
      },
    ]);

    const { rows: subscribers } = await database.db.query<{ email: string }>(
      'select email from public.suscriptores order by email',
    );
    expect(subscribers.map((s) => s.email)).toEqual([
      'activo@ejemplo.cl',
      'baja-reciente@ejemplo.cl',
    ]);

    // Only the entry past the audit trail's own period went.
    expect((await entries("registro in ('vieja', 'reciente')")).map((e) => e.registro)).toEqual([
      'reciente',
    ]);
  });

  it('logs one entry per rule it applied, with the admin as actor and no entry per row', async () => {
    const logged = await entries("accion = 'retencion'");
    expect(logged.map((e) => [e.tabla, e.detalle.regla, e.detalle.cantidad])).toEqual([
      ['reservas', 'reservas_sin_pago', 1],
      ['reservas', 'reservas_pagadas', 1],
      ['mensajes_contacto', 'mensajes_contacto', 1],
      ['notificaciones', 'contenido_avisos', 1],
      ['suscriptores', 'suscriptores_de_baja', 1],
      ['solicitudes_derechos', 'solicitudes_derechos', 1],
      ['auditoria', 'auditoria', 1],
    ]);
    expect(logged.every((e) => e.actor === who.admin?.sub && e.actor_rol === 'admin')).toBe(true);
    expect(await entries("accion = 'cambiar'")).toEqual([]);
  });

  it('a second run finds nothing due and logs nothing', async () => {
    const result = await attempt(who.admin ?? ANON, 'select public.retencion(true) as r');
    expect(Array.isArray(result) && result[0]?.r).toMatchObject({
      reservas_sin_pago: { pendientes: 0, aplicados: 0 },
      auditoria: { pendientes: 0, aplicados: 0 },
    });
    expect(await entries("accion = 'retencion'")).toHaveLength(7);
  });
});

describe('the audit trail of staff changes', () => {
  it('records a staff change with the columns, the non-personal values and the screen', async () => {
    await database.db.query("update public.reservas set estado = 'confirmada' where id = $1", [
      ids.recienteSinPago,
    ]);
    const result = await attempt(
      who.abogado ?? ANON,
      "update public.reservas set estado = 'cancelada' where id = $1 returning id",
      [ids.recienteSinPago],
      'staff/panel',
    );
    expect(result).toHaveLength(1);
    expect(await entries("accion = 'cambiar' and tabla = 'reservas'")).toEqual([
      {
        actor: who.abogado?.sub,
        actor_rol: 'abogado',
        accion: 'cambiar',
        tabla: 'reservas',
        registro: ids.recienteSinPago,
        titular: null,
        titular_email: 'r@ejemplo.cl',
        pantalla: 'staff/panel',
        detalle: {
          columnas: ['estado'],
          cambios: { estado: { antes: 'confirmada', despues: 'cancelada' } },
        },
      },
    ]);
  });

  it('names a personal column changed on a profile without its value', async () => {
    await attempt(
      who.admin ?? ANON,
      "update public.profiles set telefono = '+56987654321', is_active = false where user_id = $1",
      [who.cliente?.sub],
      'admin/usuarios',
    );
    const [entry] = await entries("tabla = 'profiles'");
    expect(entry).toMatchObject({
      accion: 'cambiar',
      titular: who.cliente?.sub,
      titular_email: 'cliente@ejemplo.cl',
      pantalla: 'admin/usuarios',
      detalle: {
        columnas: ['is_active', 'telefono'],
        cambios: { is_active: { antes: true, despues: false } },
      },
    });
    expect(JSON.stringify(entry)).not.toContain('987654321');
    await database.db.query('update public.profiles set is_active = true where user_id = $1', [
      who.cliente?.sub,
    ]);
  });

  it('records a deletion by an admin, and its payments with it', async () => {
    await attempt(who.admin ?? ANON, 'delete from public.reservas where id = $1', [
      ids.pagadaReciente,
    ]);
    const deleted = await entries("accion = 'eliminar'");
    expect(deleted.map((e) => [e.tabla, e.registro === ids.pagadaReciente, e.detalle])).toEqual(
      expect.arrayContaining([
        ['reservas', true, {}],
        ['pagos', false, { reserva: ids.pagadaReciente }],
      ]),
    );
    expect(deleted.find((e) => e.tabla === 'reservas')?.titular_email).toBe('p@ejemplo.cl');
  });

  it('does not record a client changing their own profile', async () => {
    const before = (await entries('true')).length;
    await attempt(
      who.cliente ?? ANON,
      "update public.profiles set nombre = 'Carla' where user_id = $1",
      [who.cliente?.sub],
    );
    expect(await entries('true')).toHaveLength(before);
  });
});

describe('the audit trail of staff reads', () => {
  it('records one entry per record shown, with the screen argument before the header', async () => {
    const result = await attempt(
      who.admin ?? ANON,
      'select public.registrar_lectura($1, $2::uuid[], $3) as n',
      ['reservas', [ids.viejaSinPago, ids.bloqueada], 'admin/reservas'],
      'otra',
    );
    expect(Array.isArray(result) && result[0]?.n).toBe(2);
    const read = await entries("accion = 'leer' and pantalla = 'admin/reservas'");
    expect(read.map((e) => [e.registro, e.titular, e.actor_rol])).toEqual(
      expect.arrayContaining([
        [ids.viejaSinPago, who.cliente?.sub, 'admin'],
        [ids.bloqueada, null, 'admin'],
      ]),
    );
  });

  it('takes the screen from the x-pantalla header when no argument names it', async () => {
    await attempt(
      who.abogado ?? ANON,
      'select public.registrar_lectura($1, $2::uuid[])',
      ['reservas', [ids.bloqueada]],
      'staff/panel',
    );
    expect(await entries("accion = 'leer' and pantalla = 'staff/panel'")).toHaveLength(1);
  });

  it('is refused to a client, to staff at aal1 and to anonymous callers', async () => {
    const sql = "select public.registrar_lectura('reservas', $1::uuid[], 'x')";
    for (const name of ['cliente', 'abogadoAal1', 'adminAal1'])
      expect(await attempt(who[name] ?? ANON, sql, [[ids.bloqueada]])).toMatch('Solo el equipo');
    expect(await attempt(ANON, sql, [[ids.bloqueada]])).toMatch(/permission denied/);
    expect(
      await attempt(who.admin ?? ANON, "select public.registrar_lectura('auditoria', '{}', 'x')"),
    ).toMatch('Tabla no auditada');
  });
});

describe('who reads and who may change the trail', () => {
  it('admins read it; no one else does', async () => {
    const total = (await entries('true')).length;
    const count = async (name: string) => {
      const rows = await attempt(who[name] ?? ANON, 'select id from public.auditoria');
      return typeof rows === 'string' ? rows : rows.length;
    };
    expect(await count('admin')).toBe(total);
    expect(await count('abogado')).toBe(0);
    expect(await count('cliente')).toBe(0);
    expect(await count('anon')).toMatch(/permission denied/);
  });

  it.each(['anon', 'cliente', 'abogado', 'admin'])(
    '%s can neither change nor delete an entry, even through the retention wrapper',
    async (name) => {
      const caller = who[name] ?? ANON;
      const before = (await entries('true')).length;
      const refused = /permission denied|row-level security/;
      expect(await attempt(caller, "update public.auditoria set accion = 'crear'")).toMatch(
        refused,
      );
      expect(await attempt(caller, 'delete from public.auditoria')).toMatch(refused);
      await attempt(caller, 'select public.retencion(true)');
      // A run with nothing due deletes nothing and logs nothing.
      expect(await entries('true')).toHaveLength(before);
    },
  );
});

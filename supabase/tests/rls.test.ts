import { PLAN_IDS } from '../../src/content/catalogue/plans';
import { generatedHolidays } from '../../scripts/lib/holiday-migration';
import {
  ANON,
  openTestDatabase,
  upcomingWeekday,
  type Caller,
  type TestDatabase,
} from './test-database';

let database: TestDatabase;
const who: Record<string, Caller> = {};
const ids: Record<string, string> = {};

const HOLIDAY_COUNT = generatedHolidays().length;

const TABLES = [
  'profiles',
  'planes',
  'reservas',
  'notificaciones',
  'pagos',
  'suscriptores',
  'mensajes_contacto',
  'feriados',
  'eventos_seguridad',
  'versiones_legales',
  'auditoria',
  'solicitudes_derechos',
  'verificaciones_derechos',
] as const;

async function insertBooking(fecha: string, hora: string, userId: string | null): Promise<string> {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria, estado)
     values ($1, 'Cliente', '12.345.678-5', 'c@ejemplo.cl', '+56912345678', $2::date, $3, 'laboral', 'Consulta Laboral', 35000, 'Laboral', 'confirmada')
     returning id`,
    [userId, fecha, hora],
  );
  return rows[0]?.id ?? '';
}

beforeAll(async () => {
  database = await openTestDatabase();
  who.anon = ANON;
  who.cliente = await database.createUser('cliente@ejemplo.cl');
  who.otro = await database.createUser('otro@ejemplo.cl');
  who.abogado = await database.createUser('abogado@ejemplo.cl', 'abogado');
  who.admin = await database.createUser('admin@ejemplo.cl', 'admin');
  who.inactivo = await database.createUser('inactivo@ejemplo.cl', 'admin');
  await database.db.query('update public.profiles set is_active = false where user_id = $1', [
    who.inactivo.sub,
  ]);
  // The same staff with a password alone: a session that has not passed the second step.
  who.abogadoAal1 = { ...who.abogado, aal: 'aal1' };
  who.adminAal1 = { ...who.admin, aal: 'aal1' };

  const fecha = await upcomingWeekday(database.db, 3);
  ids.reservaCliente = await insertBooking(fecha, '09:00', who.cliente.sub ?? null);
  ids.reservaOtro = await insertBooking(fecha, '09:30', who.otro.sub ?? null);
  ids.reservaAnonima = await insertBooking(fecha, '10:00', null);
  await database.db.query(
    "insert into public.pagos (reserva_id, metodo, monto) values ($1, 'transferencia', 35000), ($2, 'transferencia', 35000)",
    [ids.reservaCliente, ids.reservaOtro],
  );
  await database.db.query(
    "insert into public.notificaciones (reserva_id, tipo, estado, intentos) values ($1, 'nueva_reserva', 'enviado', 1)",
    [ids.reservaCliente],
  );
  await database.db.query("insert into public.suscriptores (email) values ('s@ejemplo.cl')");
  await database.db.query(
    "insert into public.mensajes_contacto (nombre, email, mensaje) values ('Ana', 'a@ejemplo.cl', 'Un mensaje de prueba.')",
  );
  await database.db.query(
    "insert into public.eventos_seguridad (accion, actor, afectado) values ('factor_quitado_por_admin', $1, $2)",
    [who.admin.sub, who.abogado.sub],
  );
  await database.db.query(
    "insert into public.auditoria (actor, accion, tabla, registro, titular) values ($1, 'leer', 'reservas', $2, $3)",
    [who.admin.sub, ids.reservaCliente, who.cliente.sub],
  );
});
afterAll(() => database.close());

/** Runs a statement as a caller: the rows it returns, or the error's message. */
async function attempt(
  caller: Caller,
  sql: string,
  params: unknown[] = [],
): Promise<unknown[] | string> {
  try {
    return await database.as(caller, async (tx) => (await tx.query(sql, params)).rows);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const count = async (caller: Caller, table: string) => {
  const result = await attempt(caller, `select * from public.${table}`);
  return typeof result === 'string' ? result : result.length;
};

describe('select on every table', () => {
  // Rows each caller sees. 'denied' = the role has no privilege at all.
  const expected: Record<string, Record<(typeof TABLES)[number], number | 'denied'>> = {
    anon: {
      profiles: 'denied',
      planes: 'denied',
      reservas: 'denied',
      notificaciones: 'denied',
      pagos: 'denied',
      suscriptores: 'denied',
      mensajes_contacto: 'denied',
      feriados: 'denied',
      eventos_seguridad: 'denied',
      versiones_legales: 'denied',
      auditoria: 'denied',
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    cliente: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 1,
      notificaciones: 0,
      pagos: 1,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    otro: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 1,
      notificaciones: 0,
      pagos: 1,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    abogado: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 3,
      notificaciones: 0,
      pagos: 2,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    admin: {
      profiles: 6, // five people and the test database's lawyer
      planes: PLAN_IDS.length,
      reservas: 3,
      notificaciones: 1,
      pagos: 2,
      suscriptores: 1,
      mensajes_contacto: 1,
      feriados: HOLIDAY_COUNT,
      eventos_seguridad: 1,
      versiones_legales: 5,
      auditoria: 1,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    // Staff who signed in with a password alone have a cliente's rights: their own profile and
    // nothing of anyone else.
    abogadoAal1: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 0,
      notificaciones: 0,
      pagos: 0,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    adminAal1: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 0,
      notificaciones: 0,
      pagos: 0,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
    inactivo: {
      profiles: 1,
      planes: PLAN_IDS.length,
      reservas: 0,
      notificaciones: 0,
      pagos: 0,
      suscriptores: 0,
      mensajes_contacto: 0,
      feriados: 0,
      eventos_seguridad: 0,
      versiones_legales: 5,
      auditoria: 0,
      solicitudes_derechos: 'denied',
      verificaciones_derechos: 'denied',
    },
  };

  for (const [name, tables] of Object.entries(expected)) {
    it(`${name} sees only what its role allows`, async () => {
      for (const table of TABLES) {
        const seen = await count(who[name] ?? ANON, table);
        if (tables[table] === 'denied') expect(seen, table).toMatch(/permission denied/);
        else expect(seen, table).toBe(tables[table]);
      }
    });
  }

  it('a cliente sees its own profile and booking, not another one', async () => {
    const rows = await attempt(who.cliente ?? ANON, 'select id, user_id from public.reservas');
    expect(rows).toEqual([{ id: ids.reservaCliente, user_id: who.cliente?.sub }]);
  });
});

describe('insert', () => {
  const booking = (userId: string | undefined) =>
    [
      `insert into public.reservas (user_id, nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria)
     select $1::uuid, 'Xavier', '12.345.678-5', 'x@ejemplo.cl', '+56912345678', max(fecha), '11:00', 'gratis', 'Gratis', 0, 'General' from public.reservas returning id`,
      [userId],
    ] as const;

  it.each(['anon', 'cliente', 'abogado', 'admin', 'inactivo', 'abogadoAal1', 'adminAal1'])(
    '%s cannot insert a booking directly (only through crear_reserva; an admin’s test booking through crear_reserva_prueba)',
    async (name) => {
      const [sql, params] = booking(who[name]?.sub);
      expect(await attempt(who[name] ?? ANON, sql, [...params])).toMatch(
        /permission denied|row-level security/,
      );
    },
  );

  it.each(['cliente', 'abogado', 'admin', 'inactivo', 'adminAal1'])(
    '%s cannot insert notifications (only the server logs them)',
    async (name) => {
      expect(
        await attempt(
          who[name] ?? ANON,
          "insert into public.notificaciones (tipo) values ('test')",
        ),
      ).toMatch(/permission denied/);
    },
  );

  it.each(['cliente', 'abogado', 'inactivo', 'admin', 'adminAal1'])(
    '%s cannot insert notifications, payments or plans',
    async (name) => {
      const caller = who[name] ?? ANON;
      expect(
        await attempt(caller, "insert into public.notificaciones (tipo) values ('test')"),
      ).toMatch(/permission denied/);
      expect(
        await attempt(
          caller,
          "insert into public.pagos (reserva_id, metodo, monto) values ($1, 'tarjeta', 1)",
          [ids.reservaCliente],
        ),
        // Nobody writes a payment through the API: only the payment functions do.
      ).toMatch(/permission denied/);
      if (name !== 'admin') {
        expect(
          await attempt(
            caller,
            "insert into public.planes (id, nombre, precio, categoria) values ('gratis-2', 'x', 0, 'x')",
          ),
        ).toMatch(/row-level security/);
      }
    },
  );
});

describe('update', () => {
  const setState = (caller: Caller, id: string, estado: string) =>
    attempt(caller, 'update public.reservas set estado = $2 where id = $1 returning id', [
      id,
      estado,
    ]);

  it('nobody edits what was booked: not a cliente, not staff', async () => {
    for (const name of ['cliente', 'abogado', 'admin']) {
      expect(
        await attempt(
          who[name] ?? ANON,
          "update public.reservas set descripcion = 'editada' where id = $1 returning id",
          [ids.reservaCliente],
        ),
        name,
      ).toMatch(/permission denied/);
    }
  });

  it('an abogado and an admin change a booking’s state; a cliente, a deactivated admin and staff without the second step cannot', async () => {
    expect(await setState(who.cliente ?? ANON, ids.reservaCliente ?? '', 'completada')).toEqual([]);
    expect(await setState(who.inactivo ?? ANON, ids.reservaOtro ?? '', 'completada')).toEqual([]);
    expect(await setState(who.abogadoAal1 ?? ANON, ids.reservaOtro ?? '', 'completada')).toEqual(
      [],
    );
    expect(await setState(who.adminAal1 ?? ANON, ids.reservaAnonima ?? '', 'cancelada')).toEqual(
      [],
    );
    expect(await setState(who.abogado ?? ANON, ids.reservaOtro ?? '', 'completada')).toHaveLength(
      1,
    );
    expect(await setState(who.admin ?? ANON, ids.reservaAnonima ?? '', 'cancelada')).toHaveLength(
      1,
    );
  });

  it('a user can edit its own name and phone, not someone else’s', async () => {
    expect(
      await attempt(
        who.cliente ?? ANON,
        "update public.profiles set telefono = '+56911112222' where user_id = $1 returning id",
        [who.cliente?.sub],
      ),
    ).toHaveLength(1);
    expect(
      await attempt(
        who.cliente ?? ANON,
        "update public.profiles set nombre = 'hack' where user_id = $1 returning id",
        [who.otro?.sub],
      ),
    ).toEqual([]);
  });

  it('nobody promotes themselves or reactivates themselves', async () => {
    expect(
      await attempt(
        who.cliente ?? ANON,
        "update public.profiles set role = 'admin' where user_id = $1",
        [who.cliente?.sub],
      ),
    ).toMatch('Solo un administrador puede cambiar el rol o el estado de un usuario');
    expect(
      await attempt(
        who.abogado ?? ANON,
        "update public.profiles set role = 'admin' where user_id = $1",
        [who.abogado?.sub],
      ),
    ).toMatch('Solo un administrador puede cambiar el rol o el estado de un usuario');
    // A deactivated account changes nothing of its profile at all.
    expect(
      await attempt(
        who.inactivo ?? ANON,
        'update public.profiles set is_active = true where user_id = $1 returning id',
        [who.inactivo?.sub],
      ),
    ).toEqual([]);
  });

  it('an admin changes roles and the active flag, but the last active admin stays', async () => {
    expect(
      await attempt(
        who.adminAal1 ?? ANON,
        "update public.profiles set role = 'abogado' where user_id = $1 returning role",
        [who.otro?.sub],
      ),
      'an admin without the second step',
    ).toEqual([]);
    expect(
      await attempt(
        who.admin ?? ANON,
        "update public.profiles set role = 'abogado' where user_id = $1 returning role",
        [who.otro?.sub],
      ),
    ).toEqual([{ role: 'abogado' }]);
    await database.db.query("update public.profiles set role = 'cliente' where user_id = $1", [
      who.otro?.sub,
    ]);
    expect(
      await attempt(
        who.admin ?? ANON,
        'update public.profiles set is_active = false where user_id = $1',
        [who.admin?.sub],
      ),
    ).toMatch('Debe quedar al menos un administrador activo');
    expect(
      await attempt(
        who.admin ?? ANON,
        "update public.profiles set role = 'cliente' where user_id = $1",
        [who.admin?.sub],
      ),
    ).toMatch('Debe quedar al menos un administrador activo');
  });

  it('a profile cannot be moved to another user', async () => {
    expect(
      await attempt(
        who.cliente ?? ANON,
        'update public.profiles set user_id = $1 where user_id = $2',
        [who.otro?.sub, who.cliente?.sub],
      ),
    ).toMatch(/permission denied/);
  });
});

describe('delete', () => {
  const remove = (caller: Caller, id: string) =>
    attempt(caller, 'delete from public.reservas where id = $1 returning id', [id]);

  it('anon has no access, and cliente, abogado and a deactivated admin delete nothing', async () => {
    expect(await remove(ANON, ids.reservaAnonima ?? '')).toMatch(/permission denied/);
    for (const name of ['cliente', 'abogado', 'inactivo', 'adminAal1']) {
      expect(await remove(who[name] ?? ANON, ids.reservaCliente ?? ''), name).toEqual([]);
      expect(
        await attempt(who[name] ?? ANON, 'delete from public.profiles returning id'),
        name,
      ).toEqual([]);
      expect(
        await attempt(who[name] ?? ANON, 'delete from public.pagos returning id'),
        name,
      ).toMatch(/permission denied/);
    }
    // Not even an admin deletes the firm's payment records.
    expect(await attempt(who.admin ?? ANON, 'delete from public.pagos returning id')).toMatch(
      /permission denied/,
    );
  });

  it('an admin deletes a booking', async () => {
    expect(await remove(who.admin ?? ANON, ids.reservaAnonima ?? '')).toHaveLength(1);
  });
});

describe('estadisticas', () => {
  it('answers admins only', async () => {
    const stats = await attempt(who.admin ?? ANON, 'select public.estadisticas() as s');
    expect(Array.isArray(stats) && stats[0]).toMatchObject({
      s: { total_usuarios: 6, usuarios_activos: 5, notificaciones: { total: 1, enviadas: 1 } },
    });
    expect(await attempt(who.abogado ?? ANON, 'select public.estadisticas()')).toMatch(
      'Acceso denegado',
    );
    expect(await attempt(who.inactivo ?? ANON, 'select public.estadisticas()')).toMatch(
      'Acceso denegado',
    );
    expect(await attempt(who.adminAal1 ?? ANON, 'select public.estadisticas()')).toMatch(
      'Acceso denegado',
    );
    expect(await attempt(ANON, 'select public.estadisticas()')).toMatch(/permission denied/);
  });
});

describe('the audit trail is append-only', () => {
  const callers = ['anon', 'cliente', 'abogado', 'admin', 'abogadoAal1', 'adminAal1', 'inactivo'];

  it.each(callers)('%s can neither write, change nor delete an entry', async (name) => {
    const caller = who[name] ?? ANON;
    const refused = /permission denied|row-level security/;
    expect(
      await attempt(
        caller,
        "insert into public.auditoria (accion, tabla) values ('leer', 'reservas') returning id",
      ),
    ).toMatch(refused);
    expect(
      await attempt(caller, "update public.auditoria set accion = 'crear' returning id"),
    ).toMatch(refused);
    expect(await attempt(caller, 'delete from public.auditoria returning id')).toMatch(refused);
    expect(await attempt(caller, 'truncate public.auditoria')).toMatch(refused);
  });

  it('still holds its entry after every attempt', async () => {
    // The staff's changes above added entries of their own ('cambiar', 'eliminar').
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.auditoria where accion = 'leer'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('no API role may call the function that writes it', async () => {
    for (const name of ['anon', 'cliente', 'admin']) {
      expect(
        await attempt(
          who[name] ?? ANON,
          "select private.auditar('leer', 'reservas', null, null, null, '{}'::jsonb)",
        ),
      ).toMatch(/permission denied/);
    }
  });
});

describe('legal versions', () => {
  it('no API role may add or change a version of a legal text', async () => {
    for (const name of ['anon', 'cliente', 'admin']) {
      expect(
        await attempt(
          who[name] ?? ANON,
          "insert into public.versiones_legales values ('terminos', '9.9', '2030-01-01')",
        ),
      ).toMatch(/permission denied/);
      expect(
        await attempt(who[name] ?? ANON, "update public.versiones_legales set version = '9.9'"),
      ).toMatch(/permission denied/);
    }
  });
});

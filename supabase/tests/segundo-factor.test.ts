import { attempt } from './support/calls';
import { openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Staff rights need a second factor in the session (aal2). With a password alone an admin or an
// abogado has a cliente's rights: their own profile and nothing of anyone else. Server functions
// act for a caller they verified and pass that caller's level in the x-aal-verificado header; only
// the service role's header counts.

let database: TestDatabase;
const who: Record<'admin' | 'abogado' | 'cliente' | 'nuevo', Caller> = {
  admin: { role: 'anon' },
  abogado: { role: 'anon' },
  cliente: { role: 'anon' },
  nuevo: { role: 'anon' },
};
const aal1 = (caller: Caller): Caller => ({ ...caller, aal: 'aal1' });
const server = (aal: 'aal1' | 'aal2'): Caller => ({ role: 'service_role', aal });

beforeAll(async () => {
  database = await openTestDatabase();
  who.admin = await database.createUser('admin@ejemplo.cl', 'admin');
  who.abogado = await database.createUser('abogado@ejemplo.cl', 'abogado');
  who.cliente = await database.createUser('cliente@ejemplo.cl');
  who.nuevo = await database.createUser('nuevo@ejemplo.cl');
  await database.db.query(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria, estado)
     values ($1, 'Cliente', '12.345.678-5', 'c@ejemplo.cl', '+56912345678', $2::date, '09:00', 'laboral', 'Consulta Laboral', 35000, 'Laboral', 'confirmada')`,
    [who.cliente.sub, weekdayInAMonth()],
  );
  await database.db.query(
    "insert into public.notificaciones (tipo, estado, intentos) values ('test', 'fallido', 1)",
  );
  await database.db.query("insert into public.suscriptores (email) values ('s@ejemplo.cl')");
});
afterAll(() => database.close());

/** A Monday-to-Friday date about a month ahead: bookings are on working days only. */
function weekdayInAMonth(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 30);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function visibleRows(caller: Caller, table: string): Promise<number | string> {
  const result = await attempt<{ n: number }>(
    database,
    caller,
    `select count(*)::int as n from public.${table}`,
  );
  return result.ok ? (result.value[0]?.n ?? 0) : result.error.message;
}

describe('staff signed in with a password alone', () => {
  it('see, in every table, exactly what a client with no bookings sees', async () => {
    const { rows } = await database.db.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1",
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const { name } of rows) {
      const asClient = await visibleRows(who.nuevo, name);
      expect(await visibleRows(aal1(who.admin), name), name).toEqual(asClient);
      expect(await visibleRows(aal1(who.abogado), name), name).toEqual(asClient);
    }
    // The same people after the second step do see the firm's data.
    expect(await visibleRows(who.abogado, 'reservas')).toBe(1);
    expect(await visibleRows(who.admin, 'profiles')).toBe(5); // with the test database's lawyer
  });

  it('still read their own profile, with its role, so the app can ask for the second step', async () => {
    const result = await attempt<{ role: string }>(
      database,
      aal1(who.admin),
      'select role from public.profiles where user_id = $1',
      [who.admin.sub],
    );
    expect(result).toEqual({ ok: true, value: [{ role: 'admin' }] });
  });

  it('call no staff function', async () => {
    const staffCalls: [Caller, string][] = [
      [aal1(who.admin), 'select public.estadisticas()'],
      [aal1(who.abogado), 'select public.verificar_transferencia(gen_random_uuid())'],
      [aal1(who.admin), "select public.rechazar_transferencia(gen_random_uuid(), 'No llegó')"],
    ];
    for (const [caller, sql] of staffCalls) {
      const result = await attempt(database, caller, sql);
      expect(result.ok, sql).toBe(false);
      expect(result.ok ? null : result.error.message, sql).toMatch(/Acceso denegado|Solo/);
    }
    // At aal2 the same call gets past the rights check (and finds no such payment).
    const verified = await attempt(
      database,
      who.abogado,
      'select public.verificar_transferencia(gen_random_uuid())',
    );
    expect(verified.ok ? null : verified.error.hint).toBe('pago_no_encontrado');
  });

  it('cannot raise their own level with a header: only the service role’s is read', async () => {
    const outcome = await database
      .as(aal1(who.admin), async (tx) => {
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-aal-verificado': 'aal2' }),
        ]);
        return tx.query('select public.estadisticas()');
      })
      .then(
        () => 'allowed',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    expect(outcome).toMatch('Acceso denegado');
  });
});

describe('the service role’s word', () => {
  it('is taken only from a request that runs as the service role, not from a claim saying so', async () => {
    // A request running as `authenticated` whose JWT claims say role service_role (a claim is
    // data; the role the request was switched to is what the database knows for sure).
    await database.db.exec('begin');
    try {
      await database.db.exec('set local role authenticated');
      await database.db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ role: 'service_role', sub: who.admin.sub }),
      ]);
      await database.db.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ 'x-aal-verificado': 'aal2' }),
      ]);
      const { rows } = await database.db.query<{ aal: string; admin: boolean }>(
        'select private.aal_llamador() as aal, private.es_admin() as admin',
      );
      expect(rows[0]).toEqual({ aal: 'aal1', admin: false });
    } finally {
      await database.db.exec('rollback');
    }
  });
});

describe('server functions acting for a verified caller', () => {
  it('grant an admin’s rights only when the function says the caller is aal2', async () => {
    const refund = (aal: 'aal1' | 'aal2') =>
      attempt(database, server(aal), 'select public.preparar_reembolso(gen_random_uuid(), $1)', [
        who.admin.sub,
      ]);
    const denied = await refund('aal1');
    expect(denied.ok ? null : denied.error.hint).toBe('acceso_denegado');
    const allowed = await refund('aal2');
    expect(allowed.ok ? null : allowed.error.hint).toBe('pago_no_encontrado');

    const { rows } = await database.db.query<{ id: string }>(
      "select id from public.notificaciones where tipo = 'test'",
    );
    const resend = await attempt(
      database,
      server('aal1'),
      "select public.abrir_aviso('test', null, $1, $2)",
      [rows[0]?.id, who.admin.sub],
    );
    expect(resend.ok ? null : resend.error.hint).toBe('acceso_denegado');
  });
});

describe('an admin removing another account’s second factor', () => {
  const record = (caller: Caller, admin: string | undefined, target: string | undefined) =>
    attempt(database, caller, 'select public.registrar_reinicio_factor($1, $2)', [admin, target]);

  it('is recorded with who, whom and when, for an admin at aal2 only', async () => {
    const denied = await record(server('aal1'), who.admin.sub, who.abogado.sub);
    expect(denied.ok ? null : denied.error.hint).toBe('acceso_denegado');
    const notAdmin = await record(server('aal2'), who.abogado.sub, who.cliente.sub);
    expect(notAdmin.ok ? null : notAdmin.error.hint).toBe('acceso_denegado');
    const self = await record(server('aal2'), who.admin.sub, who.admin.sub);
    expect(self.ok ? null : self.error.hint).toBe('dato_invalido');
    const nobody = await record(server('aal2'), who.admin.sub, crypto.randomUUID());
    expect(nobody.ok ? null : nobody.error.hint).toBe('dato_invalido');

    expect((await record(server('aal2'), who.admin.sub, who.abogado.sub)).ok).toBe(true);
    const log = await attempt<{ accion: string; actor_email: string; afectado_email: string }>(
      database,
      who.admin,
      'select accion, actor_email, afectado_email, creado_en from public.eventos_seguridad',
    );
    expect(log.ok && log.value).toEqual([
      expect.objectContaining({
        accion: 'factor_quitado_por_admin',
        actor_email: 'admin@ejemplo.cl',
        afectado_email: 'abogado@ejemplo.cl',
      }),
    ]);
  });

  it('cannot be called by a user, and its record cannot be changed or erased through the API', async () => {
    const direct = await record(who.admin, who.admin.sub, who.abogado.sub);
    expect(direct.ok ? null : direct.error.message).toMatch(/permission denied/);
    for (const sql of [
      "insert into public.eventos_seguridad (accion) values ('factor_quitado_por_admin')",
      'update public.eventos_seguridad set afectado_email = null',
      'delete from public.eventos_seguridad',
    ]) {
      for (const caller of [who.admin, server('aal2')]) {
        const result = await attempt(database, caller, sql);
        expect(result.ok ? null : result.error.message, sql).toMatch(/permission denied/);
      }
    }
    expect(await visibleRows(who.cliente, 'eventos_seguridad')).toBe(0);
  });
});

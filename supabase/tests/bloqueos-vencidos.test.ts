import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// What an erasure kept blocked (a paid booking as an accounting record, a consultation still
// ahead) stays while its block lasts, through the block's date; the next retention run after it
// anonymises the rest at once, without waiting for the schedule's ordinary periods, in one audit
// entry, with the statistics unchanged. A booking that was ahead and has been paid since is
// kept as an accounting record instead.

let database: TestDatabase;
const who: Record<'admin' | 'eva', Caller> = { admin: ANON, eva: ANON };
const ids = { pagada: '', futura: '', futuraPagada: '', antigua: '' };

/** The Monday of a week `days` from today (a working day that is not a slot conflict). */
const monday = (days: number) => `date_trunc('week', current_date + ${String(days)})::date`;
/** Today in Chile, as the retention function counts it. */
const HOY = "(now() at time zone 'America/Santiago')::date";

async function booking(
  fecha: string,
  hora: string,
  estado: string,
  precio = 35000,
  owner: { userId: string | null; email: string } = {
    userId: who.eva.sub ?? null,
    email: 'eva@ejemplo.cl',
  },
) {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, empresa, descripcion, fecha,
       hora, plan, servicio, precio, categoria, estado)
     values ($1, 'Eva Soto', '12.345.678-5', $5, '+56912345678', 'Empresa SpA',
       'Despido sin aviso', ${fecha}, $2, 'laboral', 'Consulta Laboral', $3, 'Laboral',
       $4::public.estado_reserva)
     returning id`,
    [owner.userId, hora, precio, estado, owner.email],
  );
  return rows[0]?.id ?? '';
}

async function approvedPayment(reservaId: string) {
  await database.db.query(
    `insert into public.pagos (reserva_id, metodo, monto, estado, numero_comprobante)
     values ($1, 'transferencia', 35000, 'aprobado', 'OP-777')`,
    [reservaId],
  );
}

type Report = Record<string, { pendientes: number; aplicados: number }>;

async function retention(execute: boolean): Promise<Report> {
  const result = await attempt<{ r: Report }>(
    database,
    who.admin,
    'select public.retencion($1) as r',
    [execute],
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value[0]?.r ?? {};
}

interface Row {
  id: string;
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  empresa: string | null;
  descripcion: string | null;
  fecha: string;
  plan: string;
  precio: number;
  estado: string;
  bloqueada_hasta: string | null;
  motivo_bloqueo: string | null;
  anonimizada: boolean;
}

async function row(id: string): Promise<Row | undefined> {
  const { rows } = await database.db.query<Row>(
    `select id, nombre, rut, email, telefono, empresa, descripcion, fecha::text, plan, precio,
       estado::text, bloqueada_hasta::text, motivo_bloqueo, anonimizada_en is not null as anonimizada
     from public.reservas where id = $1`,
    [id],
  );
  return rows[0];
}

/** What the statistics and the accounts rest on: counts, amounts, dates, plans and states. */
async function figures() {
  const stats = await database.as(who.admin, (tx) =>
    tx.query<{ s: unknown }>('select public.estadisticas() as s'),
  );
  const { rows } = await database.db.query(
    `select (select jsonb_agg(jsonb_build_array(fecha, plan, precio, estado, categoria) order by id)
               from public.reservas) as reservas,
            (select jsonb_agg(jsonb_build_array(reserva_id, metodo, monto, estado) order by id)
               from public.pagos) as pagos`,
  );
  return { estadisticas: stats.rows[0]?.s, ...rows[0] };
}

const blockEntries = async () =>
  (
    await database.db.query<{ detalle: Record<string, unknown> }>(
      `select detalle from public.auditoria
       where accion = 'retencion' and detalle ->> 'regla' = 'bloqueos_vencidos' order by id`,
    )
  ).rows.map((e) => e.detalle);

/** Moves a block's end, as if that many days had passed (negative: the block ended). */
const endBlock = (id: string, daysFromToday: number) =>
  database.db.query(`update public.reservas set bloqueada_hasta = ${HOY} + $2::int where id = $1`, [
    id,
    daysFromToday,
  ]);

beforeAll(async () => {
  database = await openTestDatabase();
  who.admin = await database.createUser('admin-bloqueos@ejemplo.cl', 'admin');
  who.eva = await database.createUser('eva@ejemplo.cl');
  ids.pagada = await booking(monday(-70), '09:00', 'completada');
  await approvedPayment(ids.pagada);
  ids.futura = await booking(monday(35), '10:00', 'confirmada', 0);
  ids.futuraPagada = await booking(monday(42), '11:00', 'confirmada');

  const erased = await attempt(database, who.eva, 'select public.eliminar_mi_cuenta()');
  if (!erased.ok) throw new Error(erased.error.message);
  // Staff approve the transfer of the consultation still ahead after the erasure.
  await approvedPayment(ids.futuraPagada);
  // Someone else's booking more than 12 months old, blocked (standing for any block that ends on
  // an old booking): once its block ends, the ordinary rule would count it too.
  ids.antigua = await booking(monday(-400), '14:00', 'completada', 0, {
    userId: null,
    email: 'otra@ejemplo.cl',
  });
  await database.db.query(
    `update public.reservas set bloqueada_hasta = ${HOY} + 30,
       motivo_bloqueo = 'Bloqueo de prueba' where id = $1`,
    [ids.antigua],
  );
});
afterAll(() => database.close());

describe('blocks left by an erasure', () => {
  it('the erasure blocked the paid and the upcoming bookings, keeping name and document', async () => {
    for (const id of [ids.pagada, ids.futura, ids.futuraPagada])
      expect(await row(id)).toMatchObject({
        nombre: 'Eva Soto',
        rut: '12.345.678-5',
        bloqueada_hasta: expect.any(String) as unknown,
      });
    // The shared erased values: an empty address and phone, not a placeholder.
    expect(await row(ids.pagada)).toMatchObject({ email: '', telefono: '', anonimizada: true });
  });

  it('while a block lasts, retention leaves the booking and logs nothing for it', async () => {
    const before = await figures();
    const preview = await retention(false);
    expect(preview.bloqueos_vencidos).toEqual({ pendientes: 0, aplicados: 0 });
    expect(preview.reservas_sin_pago).toEqual({ pendientes: 0, aplicados: 0 });
    const ran = await retention(true);
    expect(ran.bloqueos_vencidos).toEqual({ pendientes: 0, aplicados: 0 });
    expect(await row(ids.pagada)).toMatchObject({ nombre: 'Eva Soto', rut: '12.345.678-5' });
    expect(await row(ids.futura)).toMatchObject({ nombre: 'Eva Soto', email: 'eva@ejemplo.cl' });
    expect(await blockEntries()).toEqual([]);
    expect(await figures()).toEqual(before);
  });

  it('a block lasts through its date', async () => {
    await endBlock(ids.futura, 0);
    expect((await retention(false)).bloqueos_vencidos).toEqual({ pendientes: 0, aplicados: 0 });
  });

  it('the next run after a block ends anonymises the rest at once, in one audit entry', async () => {
    // Six years on for the accounting record: its consultation is that old, its block ended.
    await database.db.query(
      `update public.reservas set fecha = ${monday(-7 * 365)} where id = $1`,
      [ids.pagada],
    );
    await endBlock(ids.pagada, -1);
    await endBlock(ids.futuraPagada, -1);
    await endBlock(ids.antigua, -1);
    const before = await figures();

    // Counted once, under its own key: the ordinary rule leaves the old blocked booking to it.
    const preview = await retention(false);
    expect(preview.bloqueos_vencidos).toEqual({ pendientes: 3, aplicados: 0 });
    expect(preview.reservas_sin_pago).toEqual({ pendientes: 0, aplicados: 0 });
    expect(await row(ids.pagada)).toMatchObject({ nombre: 'Eva Soto' });

    const ran = await retention(true);
    expect(ran.bloqueos_vencidos).toEqual({ pendientes: 3, aplicados: 3 });
    expect(ran.reservas_sin_pago).toEqual({ pendientes: 0, aplicados: 0 });

    const anonymised = {
      nombre: 'Anonimizado',
      rut: '',
      email: '',
      telefono: '',
      empresa: null,
      descripcion: null,
      plan: 'laboral',
      bloqueada_hasta: null,
      motivo_bloqueo: null,
      anonimizada: true,
    };
    expect(await row(ids.pagada)).toMatchObject({
      ...anonymised,
      precio: 35000,
      estado: 'completada',
    });
    expect(await row(ids.antigua)).toMatchObject(anonymised);
    // The payment's amount and state stay; the payer's references go.
    const { rows: payments } = await database.db.query(
      'select monto, estado, numero_comprobante from public.pagos where reserva_id = $1',
      [ids.pagada],
    );
    expect(payments).toEqual([{ monto: 35000, estado: 'aprobado', numero_comprobante: null }]);

    // Paid since its block began: kept as an accounting record for 6 years from its date.
    const reblocked = await row(ids.futuraPagada);
    const { rows: until } = await database.db.query<{ d: string }>(
      "select (fecha + interval '6 years')::date::text as d from public.reservas where id = $1",
      [ids.futuraPagada],
    );
    expect(reblocked).toMatchObject({
      nombre: 'Eva Soto',
      rut: '12.345.678-5',
      email: '',
      telefono: '',
      empresa: null,
      descripcion: null,
      bloqueada_hasta: until[0]?.d,
      anonimizada: true,
    });
    expect(reblocked?.motivo_bloqueo).toContain('Código Tributario');

    // The one still blocked through today is untouched.
    expect(await row(ids.futura)).toMatchObject({ nombre: 'Eva Soto', email: 'eva@ejemplo.cl' });

    expect(await figures()).toEqual(before);
    expect(await blockEntries()).toEqual([
      {
        regla: 'bloqueos_vencidos',
        accion: 'anonimizar',
        cantidad: 3,
        conservadas_como_registro_contable: 1,
      },
    ]);
    // The run logs per rule, not per row.
    const { rows: perRow } = await database.db.query(
      "select 1 from public.auditoria where accion in ('cambiar', 'anonimizar') and registro = any ($1)",
      [[ids.pagada, ids.antigua, ids.futuraPagada]],
    );
    expect(perRow).toEqual([]);
  });

  it('a run with nothing ended logs nothing; the next block to end is taken by the next run', async () => {
    expect((await retention(true)).bloqueos_vencidos).toEqual({ pendientes: 0, aplicados: 0 });
    expect(await blockEntries()).toHaveLength(1);

    await endBlock(ids.futura, -1);
    expect((await retention(true)).bloqueos_vencidos).toEqual({ pendientes: 1, aplicados: 1 });
    expect(await row(ids.futura)).toMatchObject({
      nombre: 'Anonimizado',
      email: '',
      precio: 0,
      estado: 'confirmada',
      bloqueada_hasta: null,
      anonimizada: true,
    });
    expect(await blockEntries()).toHaveLength(2);
  });
});

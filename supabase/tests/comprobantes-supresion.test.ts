import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Transfer receipts go with the data they belong to. An erasure deletes a booking's receipts
// except, while the booking is blocked, the receipt of an approved payment (supporting document
// of the 6-year accounting record) and of a transfer still being checked for a consultation
// ahead; retention deletes them when it anonymises a booking. Embedded files
// (comprobantes_archivos) are deleted; hosted files (Storage, 'comprobantes/<pago>') are queued in
// private.archivos_por_borrar for the `borrar-archivos` function, which only the service role
// reads and settles.

let database: TestDatabase;
const who: Record<'admin' | 'eva', Caller> = { admin: ANON, eva: ANON };
const SERVICE: Caller = { role: 'service_role' };
const HOY = "(now() at time zone 'America/Santiago')::date";

/** The Monday of the week `days` from today. */
const monday = (days: number) => `date_trunc('week', current_date + ${String(days)})::date`;

async function booking(
  fecha: string,
  hora: string,
  estado: string,
  owner: { userId: string | null; email: string },
): Promise<string> {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, descripcion, fecha, hora,
       plan, servicio, precio, categoria, estado)
     values ($1, 'Eva Soto', '12.345.678-5', $2, '+56912345678', 'Despido sin aviso', ${fecha},
       $3, 'laboral', 'Consulta Laboral', 35000, 'Laboral', $4::public.estado_reserva)
     returning id`,
    [owner.userId, owner.email, hora, estado],
  );
  return rows[0]?.id ?? '';
}

/**
 * A transfer with its receipt: 'base' keeps the file in comprobantes_archivos (embedded);
 * 'storage' points at the hosted bucket.
 */
async function transfer(reservaId: string, estado: string, where: 'base' | 'storage') {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.pagos (reserva_id, metodo, monto, estado, numero_comprobante)
     values ($1, 'transferencia', 35000, $2, 'OP-1234') returning id`,
    [reservaId, estado],
  );
  const id = rows[0]?.id ?? '';
  if (where === 'base') {
    await database.db.query(
      `insert into public.comprobantes_archivos (pago_id, nombre, tipo, datos)
       values ($1, 'comprobante.pdf', 'application/pdf', '\\x255044462d'::bytea)`,
      [id],
    );
  }
  await database.db.query('update public.pagos set archivo_comprobante = $2 where id = $1', [
    id,
    where === 'base' ? 'base' : `comprobantes/${id}`,
  ]);
  return id;
}

/** Where a payment's receipt stands: its column, its embedded file, and whether it is queued. */
async function receipt(pagoId: string) {
  const { rows } = await database.db.query<{
    columna: string | null;
    archivo: boolean;
    en_cola: boolean;
  }>(
    `select (select archivo_comprobante from public.pagos where id = $1) as columna,
       exists (select 1 from public.comprobantes_archivos where pago_id = $1) as archivo,
       exists (select 1 from private.archivos_por_borrar
               where bucket = 'comprobantes' and ruta = $1::text and borrado_en is null) as en_cola`,
    [pagoId],
  );
  return rows[0];
}

const KEPT_BASE = { columna: 'base', archivo: true, en_cola: false };
const GONE_BASE = { archivo: false, en_cola: false };
const GONE_STORAGE = { archivo: false, en_cola: true };

async function retention() {
  const result = await attempt<{ r: Record<string, { aplicados: number }> }>(
    database,
    who.admin,
    'select public.retencion(true) as r',
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value[0]?.r ?? {};
}

const ids = {
  pagada: '',
  aprobado: '',
  rechazadoDePagada: '',
  sinPago: '',
  rechazadoStorage: '',
  rechazadoBase: '',
  futura: '',
  porVerificar: '',
  anuladoDeFutura: '',
};

beforeAll(async () => {
  database = await openTestDatabase();
  who.admin = await database.createUser('admin-comprobantes@ejemplo.cl', 'admin');
  who.eva = await database.createUser('eva-comprobantes@ejemplo.cl');
  const eva = { userId: who.eva.sub ?? null, email: 'eva-comprobantes@ejemplo.cl' };

  // A paid consultation: the approved receipt is part of the accounting record; a transfer
  // rejected before it is not.
  ids.pagada = await booking(monday(-70), '09:00', 'completada', eva);
  ids.rechazadoDePagada = await transfer(ids.pagada, 'rechazado', 'storage');
  ids.aprobado = await transfer(ids.pagada, 'aprobado', 'base');
  // An unpaid one: every payment goes, with both kinds of receipt.
  ids.sinPago = await booking(monday(-63), '10:00', 'cancelada', eva);
  ids.rechazadoStorage = await transfer(ids.sinPago, 'rechazado', 'storage');
  ids.rechazadoBase = await transfer(ids.sinPago, 'anulado', 'base');
  // A consultation ahead, its transfer still being checked.
  ids.futura = await booking(monday(35), '11:00', 'pendiente', eva);
  ids.anuladoDeFutura = await transfer(ids.futura, 'anulado', 'base');
  ids.porVerificar = await transfer(ids.futura, 'por_verificar', 'base');
});
afterAll(() => database.close());

describe('an erasure', () => {
  it('deletes or queues every receipt except those the block keeps', async () => {
    const erased = await attempt(database, who.eva, 'select public.eliminar_mi_cuenta()');
    expect(erased.ok).toBe(true);

    // The paid booking is blocked for the tax record: the approved receipt stays, the rejected
    // one's Storage file is queued and the payment no longer points at it.
    expect(await receipt(ids.aprobado)).toEqual(KEPT_BASE);
    expect(await receipt(ids.rechazadoDePagada)).toEqual({ columna: null, ...GONE_STORAGE });
    // The unpaid booking's payments are deleted: the embedded file with them, the hosted one queued.
    expect(await receipt(ids.rechazadoBase)).toEqual({ columna: null, ...GONE_BASE });
    expect(await receipt(ids.rechazadoStorage)).toEqual({ columna: null, ...GONE_STORAGE });
    // The consultation ahead keeps the transfer being checked, not the annulled one.
    expect(await receipt(ids.porVerificar)).toEqual(KEPT_BASE);
    expect(await receipt(ids.anuladoDeFutura)).toEqual({ columna: null, ...GONE_BASE });

    const trail = await database.db.query<{ registro: string }>(
      `select registro from public.auditoria
       where accion = 'eliminar' and tabla = 'comprobantes_archivos' order by registro`,
    );
    expect(trail.rows.map((r) => r.registro)).toEqual(
      [ids.rechazadoDePagada, ids.anuladoDeFutura].sort(),
    );
  });

  it('a transfer of an erased booking rejected later loses its receipt then', async () => {
    await database.db.query(
      "update public.pagos set estado = 'rechazado', motivo = 'No llegó' where id = $1",
      [ids.porVerificar],
    );
    expect(await receipt(ids.porVerificar)).toEqual({ columna: null, ...GONE_BASE });
    // The accounting record is untouched.
    expect(await receipt(ids.aprobado)).toEqual(KEPT_BASE);
  });
});

describe('retention', () => {
  it('deletes the receipts of an old unpaid booking it anonymises', async () => {
    const other = { userId: null, email: 'otra-comprobantes@ejemplo.cl' };
    const vieja = await booking(monday(-420), '14:00', 'cancelada', other);
    const base = await transfer(vieja, 'rechazado', 'base');
    const storage = await transfer(vieja, 'anulado', 'storage');
    const ran = await retention();
    expect(ran.reservas_sin_pago?.aplicados).toBe(1);
    expect(await receipt(base)).toEqual({ columna: null, ...GONE_BASE });
    expect(await receipt(storage)).toEqual({ columna: null, ...GONE_STORAGE });
    // One entry for the run, none per receipt.
    const perReceipt = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.auditoria where tabla = 'comprobantes_archivos' and registro in ($1, $2)",
      [base, storage],
    );
    expect(perReceipt.rows[0]?.n).toBe(0);
  });

  it('queues the hosted receipt of a paid booking past its 6 years', async () => {
    const other = { userId: null, email: 'antigua-comprobantes@ejemplo.cl' };
    const antigua = await booking(monday(-7 * 365), '15:00', 'completada', other);
    const storage = await transfer(antigua, 'aprobado', 'storage');
    const ran = await retention();
    expect(ran.reservas_pagadas?.aplicados).toBe(1);
    expect(await receipt(storage)).toEqual({ columna: null, ...GONE_STORAGE });
  });

  it('keeps the blocked receipt while the block lasts, and deletes it when the block ends', async () => {
    await retention();
    expect(await receipt(ids.aprobado)).toEqual(KEPT_BASE);

    await database.db.query(
      `update public.reservas set fecha = ${monday(-7 * 365)}, bloqueada_hasta = ${HOY} - 1
       where id = $1`,
      [ids.pagada],
    );
    const ran = await retention();
    expect(ran.bloqueos_vencidos?.aplicados).toBeGreaterThanOrEqual(1);
    expect(await receipt(ids.aprobado)).toEqual({ columna: null, ...GONE_BASE });
  });
});

describe('the queue of Storage files', () => {
  it('is read and settled by the service role only', async () => {
    for (const caller of [ANON, who.admin]) {
      for (const sql of [
        'select * from public.archivos_por_borrar(10)',
        'select * from private.archivos_por_borrar',
        "select public.archivo_borrado(1, 'x')",
      ]) {
        const refused = await attempt(database, caller, sql);
        expect(refused.ok ? 'ok' : refused.error.code).toBe('42501');
      }
    }

    const listed = await attempt<{ id: number; bucket: string; ruta: string }>(
      database,
      SERVICE,
      'select * from public.archivos_por_borrar(100)',
    );
    const queued = listed.ok ? listed.value : [];
    expect(queued.map((f) => f.ruta).sort()).toEqual(
      expect.arrayContaining([ids.rechazadoDePagada, ids.rechazadoStorage]),
    );
    expect(new Set(queued.map((f) => f.bucket))).toEqual(new Set(['comprobantes']));

    const [first, second] = queued;
    await attempt(database, SERVICE, 'select public.archivo_borrado($1)', [first?.id]);
    await attempt(database, SERVICE, 'select public.archivo_borrado($1, $2)', [
      second?.id,
      'Storage no respondió',
    ]);
    const again = await attempt<{ id: number }>(
      database,
      SERVICE,
      'select * from public.archivos_por_borrar(100)',
    );
    const left = again.ok ? again.value.map((f) => f.id) : [];
    expect(left).not.toContain(first?.id);
    expect(left).toContain(second?.id);
    const { rows } = await database.db.query<{ intentos: number; ultimo_error: string | null }>(
      'select intentos, ultimo_error from private.archivos_por_borrar where id = $1',
      [second?.id],
    );
    expect(rows[0]).toEqual({ intentos: 1, ultimo_error: 'Storage no respondió' });
  });
});

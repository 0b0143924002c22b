import { attempt, person, STATEMENTS } from './support/calls';
import {
  ANON,
  openTestDatabase,
  upcomingWeekday,
  type Caller,
  type TestDatabase,
} from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

let database: TestDatabase;
let cliente: Caller;
let otro: Caller;
let abogado: Caller;
let admin: Caller;
let fecha: string;
const SERVICE: Caller = { role: 'service_role', aal: 'aal2' };

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  cliente = await database.createUser('cliente-pagos@ejemplo.cl');
  otro = await database.createUser('otro-pagos@ejemplo.cl');
  abogado = await database.createUser('abogado-pagos@ejemplo.cl', 'abogado');
  admin = await database.createUser('admin-pagos@ejemplo.cl', 'admin');
  fecha = await upcomingWeekday(database.db, 2);
});
afterAll(() => database.close());

let people = 0;
const HOURS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00'];
/** Books a paid consultation (laboral, $35.000) as `caller`, as a new person; returns the id. */
async function book(caller: Caller = ANON, plan = 'laboral'): Promise<string> {
  people += 1;
  const who = person(people, 'pagos');
  const hora = HOURS[people % HOURS.length] ?? '09:00';
  const dia =
    people < HOURS.length
      ? fecha
      : await upcomingWeekday(database.db, 3 + Math.floor(people / HOURS.length));
  return database.as(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from public.crear_reserva('Ana Díaz', $4, $5, $6, $1::date, $2, $3, ${STATEMENTS})`,
      [dia, hora, plan, who.rut, who.email, who.telefono],
    );
    return rows[0]?.id ?? '';
  });
}

async function json(caller: Caller, sql: string, params: unknown[]) {
  const outcome = await attempt<{ r: Record<string, unknown> }>(database, caller, sql, params);
  return outcome.ok ? { ok: true as const, r: outcome.value[0]?.r ?? {} } : outcome;
}

const prepare = (reserva: string, usuario: string | null = null) =>
  json(SERVICE, 'select public.preparar_pago_tarjeta($1, $2) as r', [reserva, usuario]);

async function startCard(reserva: string, token: string, usuario: string | null = null) {
  const prepared = await prepare(reserva, usuario);
  if (!prepared.ok) throw new Error(prepared.error.message);
  await database.as(SERVICE, (tx) =>
    tx.query('select public.registrar_token_tarjeta($1, $2)', [prepared.r.pago_id, token]),
  );
  return prepared.r as { pago_id: string; orden_compra: string; monto: number };
}

function commitResponse(
  order: { orden_compra: string; monto: number; pago_id: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    vci: 'TSY',
    amount: order.monto,
    status: 'AUTHORIZED',
    buy_order: order.orden_compra,
    // Each attempt is its own Webpay session: its payment's id.
    session_id: order.pago_id,
    card_detail: { card_number: '6623' },
    accounting_date: '1123',
    transaction_date: '2026-11-23T15:00:00.000Z',
    authorization_code: '1213',
    payment_type_code: 'VN',
    response_code: 0,
    installments_number: 0,
    ...overrides,
  };
}

const record = (token: string, response: unknown) =>
  json(SERVICE, 'select public.registrar_pago_tarjeta($1, $2::jsonb) as r', [
    token,
    JSON.stringify(response),
  ]);

async function reservation(id: string) {
  const { rows } = await database.db.query<{
    estado: string;
    expira_en: Date | null;
    created_at: Date;
    metodo_pago: string | null;
  }>('select estado, expira_en, created_at, metodo_pago from public.reservas where id = $1', [id]);
  const row = rows[0];
  if (!row) throw new Error('no reservation');
  return row;
}

describe('card payments', () => {
  it('an approved commit records the payment and confirms the booking', async () => {
    const id = await book();
    const order = await startCard(id, 'tok-aprobado');
    expect(order.orden_compra).toMatch(/^PL-[0-9A-F]{8}-1$/);
    expect(order.orden_compra.slice(3, 11)).toBe(id.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(order.monto).toBe(35000);

    const claim = await json(SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', [
      'tok-aprobado',
    ]);
    expect(claim.ok && claim.r.reclamado).toBe(true);
    const result = await record('tok-aprobado', commitResponse(order));
    expect(result.ok && result.r.estado).toBe('aprobado');
    const { rows } = await database.db.query(
      'select estado, ultimos_digitos, codigo_autorizacion, tipo_pago, cuotas, codigo_respuesta, fecha_transaccion from public.pagos where token = $1',
      ['tok-aprobado'],
    );
    expect(rows[0]).toMatchObject({
      estado: 'aprobado',
      ultimos_digitos: '6623',
      codigo_autorizacion: '1213',
      tipo_pago: 'VN',
      cuotas: 0,
      codigo_respuesta: 0,
    });
    expect(await reservation(id)).toMatchObject({ estado: 'confirmada', expira_en: null });
  });

  it('a second return shows the first result and changes nothing', async () => {
    const id = await book();
    const order = await startCard(id, 'tok-doble');
    await record('tok-doble', commitResponse(order));
    const again = await record('tok-doble', commitResponse(order, { response_code: -1 }));
    expect(again.ok && again.r.estado).toBe('aprobado');
    const claim = await json(SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', [
      'tok-doble',
    ]);
    expect(claim.ok && claim.r).toMatchObject({
      reclamado: false,
      resultado: { estado: 'aprobado' },
    });
  });

  it('a claimed payment is not claimed again while it is being committed', async () => {
    const id = await book();
    await startCard(id, 'tok-en-curso');
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        json(SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', ['tok-en-curso']),
      ),
    );
    expect(claims.filter((claim) => claim.ok && claim.r.reclamado === true)).toHaveLength(1);
  });

  it('a declined card does not confirm; nor does an approval of another amount, kept to refund', async () => {
    const declined = await book();
    const order = await startCard(declined, 'tok-rechazo');
    const result = await record(
      'tok-rechazo',
      commitResponse(order, { response_code: -1, status: 'FAILED' }),
    );
    expect(result.ok && result.r).toMatchObject({ estado: 'rechazado', motivo: 'rechazado' });
    expect((await reservation(declined)).estado).toBe('pendiente');

    const tampered = await book();
    const second = await startCard(tampered, 'tok-monto');
    const other = await record('tok-monto', commitResponse(second, { amount: 1000 }));
    expect(other.ok && other.r).toMatchObject({ estado: 'aprobado', motivo: 'no_coincide' });
    expect((await reservation(tampered)).estado).toBe('pendiente');
  });

  it('only the owner pays a booking made with an account; nobody pays one that is not pending', async () => {
    const own = await book(cliente);
    const stranger = await prepare(own, otro.sub ?? null);
    expect(!stranger.ok && stranger.error.hint).toBe('reserva_no_encontrada');
    const anonymous = await prepare(own, null);
    expect(!anonymous.ok && anonymous.error.hint).toBe('reserva_no_encontrada');
    expect((await prepare(own, cliente.sub ?? null)).ok).toBe(true);

    const free = await book(ANON, 'gratis');
    const freeAttempt = await prepare(free);
    expect(!freeAttempt.ok && freeAttempt.error.hint).toBe('sin_cobro');

    const cancelled = await book();
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [
      cancelled,
    ]);
    const late = await prepare(cancelled);
    expect(!late.ok && late.error.hint).toBe('reserva_vencida');
  });

  it('a new attempt replaces one that never returned, which can then not be committed', async () => {
    const id = await book();
    await startCard(id, 'tok-viejo');
    const newer = await startCard(id, 'tok-nuevo');
    expect(newer.orden_compra).toMatch(/-2$/);
    const old = await json(SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', ['tok-viejo']);
    expect(old.ok && old.r).toMatchObject({
      reclamado: false,
      resultado: { estado: 'anulado', motivo: 'reemplazado' },
    });
  });

  it('a card payment keeps the slot for its 20 minutes even late in the hold', async () => {
    const id = await book();
    await database.db.query(
      "update public.reservas set expira_en = now() + interval '1 minute' where id = $1",
      [id],
    );
    await startCard(id, 'tok-plazo');
    const { expira_en } = await reservation(id);
    expect((expira_en?.getTime() ?? 0) - Date.now()).toBeGreaterThan(19 * 60_000);
  });

  it('a cancelled or timed-out form annuls the attempt; the slot stays held', async () => {
    const id = await book();
    const order = await startCard(id, 'tok-anulado');
    const byOrder = await json(
      SERVICE,
      'select public.anular_pago_tarjeta(null, $1, $2, $3) as r',
      [order.orden_compra, order.pago_id, 'tiempo_agotado'],
    );
    expect(byOrder.ok && byOrder.r).toMatchObject({ estado: 'anulado', motivo: 'tiempo_agotado' });
    expect((await reservation(id)).estado).toBe('pendiente');
    // A return or the sweep never commits it afterwards; were Webpay to charge it all the same,
    // the charge is kept to refund and does not confirm the booking.
    const claim = await json(SERVICE, 'select public.reclamar_pago_tarjeta($1) as r', [
      'tok-anulado',
    ]);
    expect(claim.ok && claim.r.reclamado).toBe(false);
    const late = await record('tok-anulado', commitResponse(order));
    expect(late.ok && late.r).toMatchObject({ estado: 'aprobado', motivo: 'intento_anulado' });
    expect((await reservation(id)).estado).toBe('pendiente');
  });

  it('the sweep lists attempts older than 15 minutes that never settled', async () => {
    const id = await book();
    await startCard(id, 'tok-barrido');
    await database.db.query(
      "update public.pagos set created_at = now() - interval '20 minutes' where token = $1",
      ['tok-barrido'],
    );
    const list = await attempt<{ token: string }>(
      database,
      SERVICE,
      'select token from public.pagos_sin_retorno()',
    );
    expect(list.ok && list.value.map((row) => row.token)).toContain('tok-barrido');
  });

  it('an admin refunds an approved card payment of a cancelled booking', async () => {
    const id = await book();
    const order = await startCard(id, 'tok-reembolso');
    await record('tok-reembolso', commitResponse(order));
    const { rows } = await database.db.query<{ id: string }>(
      'select id from public.pagos where token = $1',
      ['tok-reembolso'],
    );
    const pago = rows[0]?.id ?? '';
    const early = await json(SERVICE, 'select public.preparar_reembolso($1, $2) as r', [
      pago,
      admin.sub,
    ]);
    expect(!early.ok && early.error.hint).toBe('reembolso_invalido');
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [id]);
    const byLawyer = await json(SERVICE, 'select public.preparar_reembolso($1, $2) as r', [
      pago,
      abogado.sub,
    ]);
    expect(!byLawyer.ok && byLawyer.error.hint).toBe('acceso_denegado');
    const ready = await json(SERVICE, 'select public.preparar_reembolso($1, $2) as r', [
      pago,
      admin.sub,
    ]);
    expect(ready.ok && ready.r).toMatchObject({ token: 'tok-reembolso', monto: 35000 });
    const done = await json(SERVICE, 'select public.registrar_reembolso($1, $2::jsonb, $3) as r', [
      pago,
      JSON.stringify({ type: 'REVERSED' }),
      admin.sub,
    ]);
    expect(done.ok && done.r.estado).toBe('reembolsado');
  });

  it('the API roles cannot call the card functions nor write payments', async () => {
    const id = await book();
    for (const caller of [ANON, cliente, admin]) {
      const call = await attempt(
        database,
        caller,
        'select public.preparar_pago_tarjeta($1, null)',
        [id],
      );
      expect(call.ok).toBe(false);
      const write = await attempt(
        database,
        caller,
        "insert into public.pagos (reserva_id, metodo, monto, estado) values ($1, 'tarjeta', 1, 'aprobado')",
        [id],
      );
      expect(write.ok).toBe(false);
    }
    const update = await attempt(database, admin, "update public.pagos set estado = 'aprobado'");
    expect(update.ok).toBe(false);
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.pagos where estado = 'aprobado' and token is null",
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('bank transfers', () => {
  const declare = (caller: Caller, reserva: string, numero: string, archivo = false) =>
    json(caller, 'select public.declarar_transferencia($1, $2, $3) as r', [
      reserva,
      numero,
      archivo,
    ]);

  it('declaring records the payment to verify and logs the notice; the hold keeps its end', async () => {
    const id = await book();
    const held = (await reservation(id)).expira_en;
    const declared = await declare(ANON, id, ' op-123456 ');
    expect(declared.ok).toBe(true);
    const { expira_en, metodo_pago } = await reservation(id);
    expect(metodo_pago).toBe('transferencia');
    // The 48 hours to verify it start with the receipt file, not with a typed number.
    expect(expira_en).toEqual(held);
    const { rows } = await database.db.query<{ estado: string; numero_comprobante: string }>(
      'select estado, numero_comprobante from public.pagos where reserva_id = $1',
      [id],
    );
    expect(rows).toEqual([{ estado: 'por_verificar', numero_comprobante: 'OP-123456' }]);
    const notices = await database.db.query<{ tipo: string }>(
      "select tipo from public.notificaciones where reserva_id = $1 and tipo = 'comprobante'",
      [id],
    );
    expect(notices.rows).toHaveLength(1);
    // The booker may send that notice (anyone else's comprobante stays an admin's).
    const opened = await json(SERVICE, 'select public.abrir_aviso($1, $2, null, null) as r', [
      'comprobante',
      id,
    ]);
    expect(opened.ok && opened.r.tipo).toBe('comprobante');
    // A second declaration while one is being checked is refused.
    const again = await declare(ANON, id, 'OP-999999');
    expect(!again.ok && again.error.hint).toBe('transferencia_en_revision');
  });

  it('a bad receipt number, another person or an expired hold change nothing', async () => {
    const id = await book();
    const bad = await declare(ANON, id, '!!');
    expect(!bad.ok && bad.error.hint).toBe('comprobante_invalido');
    const own = await book(cliente);
    const stranger = await declare(otro, own, 'OP-1234');
    expect(!stranger.ok && stranger.error.hint).toBe('reserva_no_encontrada');
    await database.db.query(
      "update public.reservas set expira_en = now() - interval '1 minute' where id = $1",
      [id],
    );
    const late = await declare(ANON, id, 'OP-1234');
    expect(!late.ok && late.error.hint).toBe('reserva_vencida');
    const { rows } = await database.db.query<{ n: number }>(
      'select count(*)::int as n from public.pagos where reserva_id in ($1, $2)',
      [id, own],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('staff verify: the payment counts and the booking is confirmed; a client cannot', async () => {
    const id = await book();
    const declared = await declare(ANON, id, 'OP-555555');
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    for (const caller of [ANON, cliente]) {
      const refused = await json(caller, 'select public.verificar_transferencia($1) as r', [pago]);
      expect(refused.ok).toBe(false);
    }
    const verified = await json(abogado, 'select public.verificar_transferencia($1) as r', [pago]);
    expect(verified.ok && verified.r.estado).toBe('aprobado');
    expect(await reservation(id)).toMatchObject({ estado: 'confirmada', expira_en: null });
    const twice = await json(admin, 'select public.verificar_transferencia($1) as r', [pago]);
    expect(!twice.ok && twice.error.hint).toBe('pago_no_verificable');
  });

  it('a rejection needs a reason and ends the extra time: an old booking expires', async () => {
    const id = await book();
    const declared = await declare(ANON, id, 'OP-777777');
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    const noReason = await json(admin, 'select public.rechazar_transferencia($1, $2) as r', [
      pago,
      ' ',
    ]);
    expect(!noReason.ok && noReason.error.hint).toBe('motivo_invalido');
    // Three hours after booking, the original 2-hour hold is over.
    await database.db.query(
      "update public.reservas set created_at = now() - interval '3 hours' where id = $1",
      [id],
    );
    const rejected = await json(admin, 'select public.rechazar_transferencia($1, $2) as r', [
      pago,
      'No encontramos la transferencia',
    ]);
    expect(rejected.ok && rejected.r).toMatchObject({
      estado: 'rechazado',
      motivo: 'No encontramos la transferencia',
    });
    expect((await reservation(id)).estado).toBe('expirada');
  });

  it('a rejection within the first 2 hours keeps the original hold, and the client may declare again', async () => {
    const id = await book();
    const declared = await declare(ANON, id, 'OP-888888');
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    await json(admin, 'select public.rechazar_transferencia($1, $2) as r', [
      pago,
      'El monto no coincide',
    ]);
    const row = await reservation(id);
    expect(row.estado).toBe('pendiente');
    expect(row.expira_en?.getTime()).toBeLessThanOrEqual(row.created_at.getTime() + 2 * 3_600_000);
    expect((await declare(ANON, id, 'OP-888889')).ok).toBe(true);
  });

  it('the receipt file is stored once, for the payment just declared, and read by staff only', async () => {
    const id = await book();
    const declared = await declare(ANON, id, 'OP-121212', true);
    const pago = declared.ok ? String(declared.r.pago_id) : '';
    const wrongType = await attempt(
      database,
      ANON,
      "select public.guardar_archivo_comprobante($1, 'a.exe', 'application/x-msdownload', '\\x01'::bytea)",
      [pago],
    );
    expect(!wrongType.ok && wrongType.error.hint).toBe('archivo_invalido');
    const stored = await attempt(
      database,
      ANON,
      "select public.guardar_archivo_comprobante($1, 'comprobante.pdf', 'application/pdf', '\\x255044462d'::bytea)",
      [pago],
    );
    expect(stored.ok).toBe(true);
    const twice = await attempt(
      database,
      ANON,
      "select public.guardar_archivo_comprobante($1, 'otro.pdf', 'application/pdf', '\\x01'::bytea)",
      [pago],
    );
    expect(!twice.ok && twice.error.hint).toBe('acceso_denegado');
    const byClient = await attempt(
      database,
      cliente,
      'select nombre from public.comprobantes_archivos',
    );
    expect(byClient.ok && byClient.value).toEqual([]);
    const byStaff = await attempt<{ nombre: string }>(
      database,
      abogado,
      'select nombre from public.comprobantes_archivos where pago_id = $1',
      [pago],
    );
    expect(byStaff.ok && byStaff.value).toEqual([{ nombre: 'comprobante.pdf' }]);
  });
});

describe('what the booker sees', () => {
  it('the payment state of a booking, to its booker and staff only', async () => {
    const cliente = await database.createUser('lector-pagos@ejemplo.cl');
    const own = await book(cliente);
    await declareFor(own, cliente);
    const mine = await json(cliente, 'select public.estado_pago_reserva($1) as r', [own]);
    expect(mine.ok && mine.r).toMatchObject({
      reserva_estado: 'pendiente',
      precio: 35000,
      pago: { estado: 'por_verificar', metodo: 'transferencia', numero_comprobante: 'OP-4321' },
    });
    const stranger = await json(otro, 'select public.estado_pago_reserva($1) as r', [own]);
    expect(!stranger.ok && stranger.error.hint).toBe('reserva_no_encontrada');
    const anonymous = await json(ANON, 'select public.estado_pago_reserva($1) as r', [own]);
    expect(anonymous.ok).toBe(false);
    const staff = await json(abogado, 'select public.estado_pago_reserva($1) as r', [own]);
    expect(staff.ok).toBe(true);
  });

  async function declareFor(reserva: string, caller: Caller) {
    const outcome = await json(caller, 'select public.declarar_transferencia($1, $2, false) as r', [
      reserva,
      'OP-4321',
    ]);
    if (!outcome.ok) throw new Error(outcome.error.message);
  }

  it('a client reads only the payments of their own bookings', async () => {
    const cliente = await database.createUser('propio-pagos@ejemplo.cl');
    const otro = await database.createUser('ajeno-pagos@ejemplo.cl');
    const own = await book(cliente);
    await declareFor(own, cliente);
    const theirs = await book(otro);
    await declareFor(theirs, otro);
    const read = await attempt<{ reserva_id: string }>(
      database,
      cliente,
      'select reserva_id from public.pagos',
    );
    const ids = read.ok ? read.value.map((row) => row.reserva_id) : [];
    expect(ids).toContain(own);
    expect(ids).not.toContain(theirs);
  });
});

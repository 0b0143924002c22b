import { attempt, book, bookableSlots, person, type Slot } from './support/calls';
import { openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Staff change a booking's state (and mark its reminder), nothing else: not the price, the
// client, the date or the data, and only along the states a booking really goes through.

let database: TestDatabase;
let slots: Slot[];
let abogado: Caller;
let admin: Caller;
let cliente: Caller;
let reserva: string;

beforeAll(async () => {
  database = await openTestDatabase();
  slots = await bookableSlots(database, 2);
  abogado = await database.createUser('abogada-campos@ejemplo.cl', 'abogado');
  admin = await database.createUser('admin-campos@ejemplo.cl', 'admin');
  cliente = await database.createUser('cliente-campos@ejemplo.cl');
  const result = await book(database, person(800, 'campos'), slots[0] as Slot);
  if (!result.ok) throw new Error(result.error.message);
  reserva = result.value[0]?.id ?? '';
});
afterAll(() => database.close());

const update = (caller: Caller, set: string, params: unknown[] = []) =>
  attempt(database, caller, `update public.reservas set ${set} where id = $1 returning id`, [
    reserva,
    ...params,
  ]);

describe('what staff may change in a booking', () => {
  it.each<[string, string, boolean?]>([
    ['the price', 'precio = 0'],
    ['the client', 'user_id = $2', true],
    ['the date', 'fecha = fecha - 7'],
    ['the time', "hora = '17:00'"],
    ['the plan', "plan = 'gratis'"],
    ['the client’s data', "nombre = 'Otra Persona', email = 'otra@ejemplo.cl'"],
    ['the hold', "expira_en = now() + interval '30 days'"],
    ['the sent flag', 'webhook_sent = true'],
  ])('not %s', async (_what, set, withClient) => {
    for (const caller of [abogado, admin]) {
      const result = await update(caller, set, withClient ? [cliente.sub] : []);
      expect(result.ok ? 'cambiado' : result.error.code).toBe('42501');
    }
  });

  it('confirms, completes and marks a reminder, along the real states only', async () => {
    expect((await update(abogado, "estado = 'confirmada'")).ok).toBe(true);
    const back = await update(abogado, "estado = 'pendiente'");
    expect(back.ok ? 'cambiado' : back.error.hint).toBe('transicion_invalida');
    expect((await update(admin, 'recordatorio_enviado = true')).ok).toBe(true);
    const unmark = await update(admin, 'recordatorio_enviado = false');
    expect(unmark.ok ? 'cambiado' : unmark.error.hint).toBe('transicion_invalida');
    expect((await update(abogado, "estado = 'completada'")).ok).toBe(true);
    const reopen = await update(admin, "estado = 'confirmada'");
    expect(reopen.ok ? 'cambiado' : reopen.error.hint).toBe('transicion_invalida');
    const { rows } = await database.db.query<{ precio: number; estado: string }>(
      'select precio, estado::text as estado from public.reservas where id = $1',
      [reserva],
    );
    expect(rows[0]).toEqual({ precio: 35000, estado: 'completada' });
  });

  it('inserts no booking through the table; an admin’s test booking goes through its function', async () => {
    const insert = await attempt(
      database,
      admin,
      `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio, categoria)
       values ('X Y', '12.345.678-5', 'x@ejemplo.cl', '+56912345678', $1::date, '09:00', 'laboral', 'x', 0, 'x')`,
      [slots[1]?.fecha],
    );
    expect(insert.ok ? 'insertada' : insert.error.code).toBe('42501');
    const holiday = await database.db.query<{ fecha: string }>(
      'select fecha::text as fecha from public.feriados where extract(isodow from fecha) < 6 and fecha > current_date + 1 order by fecha limit 1',
    );
    for (const [caller, fecha, hora, expected] of [
      [abogado, slots[2]?.fecha, '09:00', 'acceso_denegado'],
      [admin, holiday.rows[0]?.fecha, '09:00', 'horario_invalido'],
      [admin, '2020-01-06', '09:00', 'horario_invalido'],
      [admin, slots[2]?.fecha, '12:00', 'horario_invalido'],
    ] as const) {
      const result = await attempt(
        database,
        caller,
        'select public.crear_reserva_prueba($1::date, $2)',
        [fecha, hora],
      );
      expect(result.ok ? 'creada' : result.error.hint).toBe(expected);
    }
    const test = await attempt<{ id: string }>(
      database,
      admin,
      'select public.crear_reserva_prueba($1::date, $2) as id',
      [slots[2]?.fecha, '09:00'],
    );
    expect(test.ok).toBe(true);
  });
});

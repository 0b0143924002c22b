import {
  ANON,
  openTestDatabase,
  upcomingWeekday,
  type Caller,
  type TestDatabase,
} from './test-database';

let database: TestDatabase;
let cliente: Caller;
let otro: Caller;
let fecha: string;

beforeAll(async () => {
  database = await openTestDatabase();
  cliente = await database.createUser('cliente@ejemplo.cl');
  otro = await database.createUser('otro@ejemplo.cl');
  fecha = await upcomingWeekday(database.db, 2);
});
afterAll(() => database.close());

/** Books through crear_reserva as `caller`; returns the id. */
async function book(caller: Caller, hora: string, plan = 'laboral'): Promise<string> {
  return database.as(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      "select id from public.crear_reserva('Ana Díaz', '12.345.678-5', 'ana@ejemplo.cl', '+56912345678', $1::date, $2, $3)",
      [fecha, hora, plan],
    );
    return rows[0]?.id ?? '';
  });
}

async function attempt(caller: Caller, sql: string, params: unknown[]): Promise<unknown> {
  try {
    return await database.as(caller, async (tx) => (await tx.query(sql, params)).rows);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const cancel = (caller: Caller, id: string) =>
  attempt(caller, 'select estado from public.cancelar_reserva($1)', [id]);

describe('public holidays', () => {
  it('has the generated holidays, and crear_reserva refuses them', async () => {
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.feriados where fecha between '2026-01-01' and '2026-12-31'",
    );
    expect(rows[0]?.n).toBe(16);
    // Move "today" is not possible in SQL tests, so check the rule on a holiday row directly.
    const { rows: holiday } = await database.db.query<{ fecha: string }>(
      `select fecha::text from public.feriados
       where fecha > (now() at time zone 'America/Santiago')::date + 1
         and fecha <= (now() at time zone 'America/Santiago')::date + 21
         and extract(isodow from fecha) between 1 and 5
       order by fecha limit 1`,
    );
    const day = holiday[0]?.fecha;
    if (!day) return; // No weekday holiday in the next three weeks: nothing more to check today.
    expect(
      await attempt(
        ANON,
        "select id from public.crear_reserva('Ana Díaz', '12.345.678-5', 'ana@ejemplo.cl', '+56912345678', $1::date, '10:00', 'laboral')",
        [day],
      ),
    ).toBe('No atendemos en días feriados');
  });

  it('is readable by no visitor or client, only by admins', async () => {
    expect(await attempt(ANON, 'select * from public.feriados', [])).toMatch(/permission denied/);
    expect(await attempt(cliente, 'select * from public.feriados', [])).toEqual([]);
  });
});

describe('cancelar_reserva', () => {
  it('lets a client cancel their own booking, which frees the slot', async () => {
    const id = await book(cliente, '09:00');
    expect(await cancel(cliente, id)).toEqual([{ estado: 'cancelada' }]);
    expect(await book(otro, '09:00')).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses someone else’s booking, a visitor, and a booking already cancelled', async () => {
    const id = await book(cliente, '09:30');
    expect(await cancel(otro, id)).toBe('Reserva no encontrada');
    expect(await cancel(ANON, id)).toMatch(/permission denied|Debes iniciar sesión/);
    await cancel(cliente, id);
    expect(await cancel(cliente, id)).toBe('Esta reserva ya no se puede cancelar');
  });

  it('refuses within 4 hours of the consultation, and allows it just before', async () => {
    // The clock cannot move in SQL, so move the bookings instead: to 3 h 50 min and 4 h 10 min
    // from now. Those times are not slots (and may fall on a weekend), so this throwaway database
    // drops the table's check constraints first; the cutoff rule does not depend on them.
    await database.db.exec(`do $$ declare c record; begin
      for c in select conname from pg_constraint
               where conrelid = 'public.reservas'::regclass and contype = 'c' loop
        execute format('alter table public.reservas drop constraint %I', c.conname);
      end loop; end $$;`);
    const moveTo = (id: string, minutes: number) =>
      database.db.query(
        `update public.reservas set
           fecha = ((now() + make_interval(mins => $2)) at time zone 'America/Santiago')::date,
           hora = to_char((now() + make_interval(mins => $2)) at time zone 'America/Santiago', 'HH24:MI')
         where id = $1`,
        [id, minutes],
      );
    const soon = await book(cliente, '10:00');
    const later = await book(cliente, '10:30');
    await moveTo(soon, 230);
    await moveTo(later, 250);
    expect(await cancel(cliente, soon)).toBe(
      'Solo puedes cancelar hasta 4 horas antes de la consulta',
    );
    expect(await cancel(cliente, later)).toEqual([{ estado: 'cancelada' }]);
  });
});

describe('registrar_aviso_reserva', () => {
  const record = (caller: Caller, id: string, tipo: string, estado = 'enviado') =>
    attempt(caller, 'select public.registrar_aviso_reserva($1, $2, $3, 1, null, $4)', [
      id,
      tipo,
      estado,
      JSON.stringify({ ok: true }),
    ]);

  it('lets the visitor who just booked log each of the two booking notices once', async () => {
    const id = await book(ANON, '11:00');
    expect(await record(ANON, id, 'nueva_reserva')).toHaveLength(1);
    expect(await record(ANON, id, 'notificacion_abogado', 'fallido')).toHaveLength(1);
    expect(await record(ANON, id, 'nueva_reserva')).toBe('Este aviso ya fue registrado');
    const { rows } = await database.db.query<{
      tipo: string;
      estado: string;
      fecha_envio: Date | null;
    }>(
      'select tipo, estado, fecha_envio from public.notificaciones where reserva_id = $1 order by tipo',
      [id],
    );
    expect(rows.map((r) => [r.tipo, r.estado, r.fecha_envio !== null])).toEqual([
      ['notificacion_abogado', 'fallido', false],
      ['nueva_reserva', 'enviado', true],
    ]);
    const sent = await database.db.query<{ webhook_sent: boolean }>(
      'select webhook_sent from public.reservas where id = $1',
      [id],
    );
    expect(sent.rows[0]?.webhook_sent).toBe(true);
  });

  it('refuses other events, unknown or old bookings', async () => {
    const id = await book(ANON, '11:30');
    expect(await record(ANON, id, 'recordatorio')).toBe('Tipo de aviso no permitido');
    expect(await record(ANON, '00000000-0000-0000-0000-000000000000', 'nueva_reserva')).toBe(
      'Reserva no encontrada',
    );
    await database.db.query(
      "update public.reservas set created_at = now() - interval '31 minutes' where id = $1",
      [id],
    );
    expect(await record(ANON, id, 'nueva_reserva')).toBe('Reserva no encontrada');
  });
});

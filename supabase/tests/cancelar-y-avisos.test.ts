import { person, STATEMENTS } from './support/calls';
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

/**
 * Books through crear_reserva as `caller`, each time as a person of its own (the per-person
 * limits have their own tests); returns the id.
 */
let people = 0;
async function book(caller: Caller, hora: string, plan = 'laboral'): Promise<string> {
  people += 1;
  const who = person(people, 'cancela');
  return database.as(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from public.crear_reserva('Ana Díaz', $4, $5, $6, $1::date, $2, $3, ${STATEMENTS})`,
      [fecha, hora, plan, who.rut, who.email, who.telefono],
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
        `select id from public.crear_reserva('Ana Díaz', '12.345.678-5', 'ana@ejemplo.cl', '+56912345678', $1::date, '10:00', 'laboral', ${STATEMENTS})`,
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
    const id = await book(cliente, '11:00');
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
    const soon = await book(cliente, '14:00');
    const later = await book(cliente, '15:00');
    await moveTo(soon, 230);
    await moveTo(later, 250);
    expect(await cancel(cliente, soon)).toBe(
      'Solo puedes cancelar hasta 4 horas antes de la consulta',
    );
    expect(await cancel(cliente, later)).toEqual([{ estado: 'cancelada' }]);
  });
});

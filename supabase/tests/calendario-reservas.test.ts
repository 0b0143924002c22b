import { generatedHolidays, holidayMigrationSql } from '../../scripts/lib/holiday-migration';
import { SLOT_TIMES } from '../../src/booking/model/slot-times';
import { attempt, book, person } from './support/calls';
import { ANON, openTestDatabase, upcomingWeekday, type TestDatabase } from './test-database';

// The calendar the slot picker shows is read from the rules crear_reserva applies (public.feriados
// and private.horarios_del_dia), so what the picker offers and what the guard accepts agree; and a
// day the firm closes survives the generated holiday migration.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface CalendarRow {
  fecha: string;
  horarios: string[];
  motivo: string | null;
  nombre: string | null;
}

function calendar(desde: string, hasta: string) {
  return attempt<CalendarRow>(
    database,
    ANON,
    'select fecha::text as fecha, horarios, motivo, nombre from public.calendario_reservas($1::date, $2::date)',
    [desde, hasta],
  );
}

const TIMES: readonly string[] = SLOT_TIMES;

describe('calendario_reservas', () => {
  it('offers the 13 times on a working day and none on a weekend or a holiday, saying why', async () => {
    // Monday 7 to Sunday 13 December 2026; Tuesday 8 is the Inmaculada Concepción.
    const answer = await calendar('2026-12-07', '2026-12-13');
    expect(answer).toEqual({
      ok: true,
      value: [
        { fecha: '2026-12-07', horarios: TIMES, motivo: null, nombre: null },
        {
          fecha: '2026-12-08',
          horarios: [],
          motivo: 'feriado',
          nombre: 'Inmaculada Concepción',
        },
        { fecha: '2026-12-09', horarios: TIMES, motivo: null, nombre: null },
        { fecha: '2026-12-10', horarios: TIMES, motivo: null, nombre: null },
        { fecha: '2026-12-11', horarios: TIMES, motivo: null, nombre: null },
        { fecha: '2026-12-12', horarios: [], motivo: 'fin_de_semana', nombre: null },
        { fecha: '2026-12-13', horarios: [], motivo: 'fin_de_semana', nombre: null },
      ],
    });
  });

  it('refuses a reversed, missing or longer-than-62-day range with rango_invalido', async () => {
    for (const [desde, hasta] of [
      ['2026-12-10', '2026-12-09'],
      ['2026-01-01', '2026-04-01'],
      [null, '2026-12-09'],
    ]) {
      expect(
        await attempt(database, ANON, 'select * from public.calendario_reservas($1, $2)', [
          desde,
          hasta,
        ]),
      ).toMatchObject({ ok: false, error: { code: '22023', hint: 'rango_invalido' } });
    }
  });

  it('closes a day the firm adds to feriados, and crear_reserva refuses it: picker and guard agree', async () => {
    const fecha = await upcomingWeekday(database.db, 3);
    const before = await calendar(fecha, fecha);
    expect(before).toMatchObject({ ok: true, value: [{ fecha, horarios: TIMES, motivo: null }] });

    await database.db.query(
      "insert into public.feriados (fecha, nombre) values ($1, 'Aniversario del estudio')",
      [fecha],
    );

    expect(await calendar(fecha, fecha)).toEqual({
      ok: true,
      value: [{ fecha, horarios: [], motivo: 'feriado', nombre: 'Aniversario del estudio' }],
    });
    expect(await book(database, person(9101, 'cierre'), { fecha, hora: '10:00' })).toMatchObject({
      ok: false,
      error: { hint: 'dia_cerrado' },
    });
    await database.db.query('delete from public.feriados where fecha = $1', [fecha]);
  });

  it("keeps the firm's closed days when the generated holiday migration runs again", async () => {
    const firmDay = '2027-02-10'; // a Wednesday, no holiday
    const onHoliday = '2027-12-08'; // the Inmaculada Concepción, closed by the firm as well
    await database.db.query(
      "insert into public.feriados (fecha, nombre) values ($1, 'Jornada del estudio'), ($2, 'Cierre del estudio') on conflict (fecha) do update set nombre = excluded.nombre, origen = 'estudio'",
      [firmDay, onHoliday],
    );

    await database.db.exec(holidayMigrationSql(generatedHolidays()));

    const { rows } = await database.db.query<{ fecha: string; nombre: string; origen: string }>(
      'select fecha::text as fecha, nombre, origen from public.feriados where fecha = any ($1::date[]) order by fecha',
      [[firmDay, onHoliday]],
    );
    expect(rows).toEqual([
      { fecha: firmDay, nombre: 'Jornada del estudio', origen: 'estudio' },
      { fecha: onHoliday, nombre: 'Cierre del estudio', origen: 'estudio' },
    ]);
    await database.db.query('delete from public.feriados where fecha = $1', [firmDay]);
    await database.db.query(
      "update public.feriados set nombre = 'Inmaculada Concepción', origen = 'ley' where fecha = $1",
      [onHoliday],
    );
  });
});

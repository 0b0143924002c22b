import { PLANS } from '../../src/content/catalogue/plans';
import { enterCaller } from './engine/caller';
import {
  attempt,
  book,
  bookableSlots,
  person,
  refusalOf,
  STATEMENTS,
  type Outcome,
  type Person,
} from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// The 24/7 emergency consultation is taken at any hour, paid at the plan's price, and held to the
// same field rules and per-person limits as a booking; it never occupies a slot of the calendar.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
});
afterAll(() => database.close());

interface Request {
  id: string;
  fecha: string;
  hora: string;
  estado: string;
  precio: number;
  plan: string;
  servicio: string;
  urgente: boolean;
  tipo_reunion: string;
  expira_en: Date | null;
  descripcion: string | null;
}

const SELECT = `select id, fecha::text as fecha, hora, estado::text as estado, precio, plan,
                       servicio, urgente, tipo_reunion, expira_en, descripcion
                from public.crear_solicitud_urgente($1, $2, $3, $4, $5, $6, ${STATEMENTS})`;
const WHAT_HAPPENED = 'Detuvieron a mi hermano anoche y mañana es la audiencia de control.';

interface Extra {
  descripcion?: string;
  empresa?: string | null;
}

const params = (who: Person, extra: Extra) => [
  who.nombre,
  who.rut,
  who.email,
  who.telefono,
  extra.descripcion ?? WHAT_HAPPENED,
  extra.empresa ?? null,
];

/** crear_solicitud_urgente as the caller (anonymous unless given), now. */
function request(who: Person, extra: Extra = {}, caller: Caller = ANON) {
  return attempt<Request>(database, caller, SELECT, params(who, extra));
}

/**
 * The same call with the database's clock at `moment` (an ISO instant): private.ahora() is
 * replaced for one transaction, which then restores it and commits the request.
 */
async function requestAt(moment: string, who: Person): Promise<Outcome<Request[]>> {
  const { db } = database;
  const clock = (value: string) =>
    `create or replace function private.ahora() returns timestamptz
     language sql stable set search_path = '' as $$ select ${value} $$`;
  await db.exec('begin');
  try {
    await db.exec(clock(`'${moment}'::timestamptz`));
    await enterCaller(db, ANON);
    const { rows } = await db.query<Request>(SELECT, params(who, {}));
    await db.exec('reset role');
    await db.exec(clock('now()'));
    await db.exec('commit');
    return { ok: true, value: rows };
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
}

const only = (outcome: Outcome<Request[]>): Request => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.hint ?? ''} ${outcome.error.message}`);
  const row = outcome.value[0];
  if (!row) throw new Error('no row');
  return row;
};
const hintOf = (outcome: Outcome<unknown>) => (outcome.ok ? 'aceptada' : outcome.error.hint);

/** 03:00 in Chile on the Sunday of next week, as an instant, and its Chilean date. */
async function nextSunday(): Promise<{ instant: string; fecha: string }> {
  const { rows } = await database.db.query<{ instant: string; fecha: string }>(
    `select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as instant,
            (t at time zone 'America/Santiago')::date::text as fecha
     from (select (date_trunc('week', now() at time zone 'America/Santiago')
                   + interval '13 days 3 hours') at time zone 'America/Santiago' as t) s`,
  );
  const row = rows[0];
  if (!row) throw new Error('no sunday');
  return row;
}

describe('an emergency request', () => {
  it('is accepted at 03:00 on a Sunday, at the plan’s price, waiting for its payment', async () => {
    const sunday = await nextSunday();
    const row = only(await requestAt(sunday.instant, person(1, 'domingo')));
    expect(row).toMatchObject({
      fecha: sunday.fecha,
      hora: '03:00',
      urgente: true,
      estado: 'pendiente',
      plan: 'emergencia',
      servicio: PLANS.emergencia.name,
      precio: PLANS.emergencia.price,
      tipo_reunion: 'telefonica',
      descripcion: WHAT_HAPPENED,
    });
    // Held for its payment 2 hours from when it was asked for.
    expect(row.expira_en?.toISOString()).toBe(
      new Date(Date.parse(sunday.instant) + 2 * 3600_000).toISOString(),
    );
    const { rows } = await database.db.query<{ tipo: string; estado: string }>(
      'select tipo, estado from public.notificaciones where reserva_id = $1 order by tipo',
      [row.id],
    );
    expect(rows).toEqual([
      { tipo: 'notificacion_abogado', estado: 'pendiente' },
      { tipo: 'nueva_reserva', estado: 'pendiente' },
    ]);
  });

  it('takes the price from the catalogue, whatever the plan costs at the time', async () => {
    await database.db.query("update public.planes set precio = 123000 where id = 'emergencia'");
    try {
      expect(only(await request(person(2, 'precio'))).precio).toBe(123000);
    } finally {
      await database.db.query('update public.planes set precio = $1 where id = $2', [
        PLANS.emergencia.price,
        'emergencia',
      ]);
    }
  });

  it('refuses what a booking refuses, and a missing description', async () => {
    const someone = (n: number) => person(100 + n, 'campo');
    const cases: [string, Person, Extra, string][] = [
      ['a name with digits', { ...someone(1), nombre: 'R2D2' }, {}, 'nombre_invalido'],
      ['a RUT with a wrong digit', { ...someone(2), rut: '12.345.678-9' }, {}, 'rut_invalido'],
      ['an address without a domain', { ...someone(3), email: 'ana@' }, {}, 'email_invalido'],
      ['a short phone', { ...someone(4), telefono: '1234' }, {}, 'telefono_invalido'],
      ['no description', someone(5), { descripcion: '   ' }, 'descripcion_invalida'],
      ['a description of one word', someone(6), { descripcion: 'Ayuda' }, 'descripcion_invalida'],
      [
        'invisible characters',
        someone(7),
        { descripcion: `${WHAT_HAPPENED}\u202E` },
        'descripcion_invalida',
      ],
      [
        'an 8 MB description',
        someone(8),
        { descripcion: 'x'.repeat(8_000_000) },
        'descripcion_invalida',
      ],
      ['markup as company', someone(9), { empresa: '<b>Empresa</b>' }, 'empresa_invalida'],
    ];
    for (const [what, who, extra, hint] of cases)
      expect(hintOf(await request(who, extra)), what).toBe(hint);
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.reservas where email like 'campo%'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('is one at a time per person, however they write their data', async () => {
    const base = person(3, 'una');
    only(await request(base));
    const variants: Person[] = [
      { ...person(903), email: base.email.toUpperCase().replace('@', '+otra@') },
      { ...person(904), telefono: base.telefono.replace('+569', '9 ') },
      { ...person(905), rut: base.rut.replace(/(\d{2})(\d{3})(\d{3})-/, '$1.$2.$3-') },
    ];
    for (const variant of variants) expect(hintOf(await request(variant))).toBe('limite_urgentes');
  });

  it('allows another once the first one’s payment hold ran out, up to 5 a day', async () => {
    const who = person(4, 'cinco');
    const expire = () =>
      database.db.query(
        "update public.reservas set expira_en = now() - interval '1 minute' where email = $1",
        [who.email],
      );
    for (let i = 0; i < 5; i += 1) {
      only(await request(who));
      await expire();
    }
    expect(hintOf(await request(who))).toBe('demasiadas_reservas');
  });

  it('counts a confirmed request as under way for a day', async () => {
    const who = person(5, 'confirmada');
    const first = only(await request(who));
    await database.db.query("update public.reservas set estado = 'confirmada' where id = $1", [
      first.id,
    ]);
    expect(hintOf(await request(who))).toBe('limite_urgentes');
    await database.db.query(
      "update public.reservas set created_at = now() - interval '25 hours' where id = $1",
      [first.id],
    );
    expect(hintOf(await request(who))).toBe('aceptada');
  });

  it('is refused to a deactivated account', async () => {
    const caller = await database.createUser('desactivada@ejemplo.cl');
    await database.db.query('update public.profiles set is_active = false where user_id = $1', [
      caller.sub,
    ]);
    expect(hintOf(await request(person(6, 'cuenta'), {}, caller))).toBe('cuenta_desactivada');
  });
});

describe('the calendar and an emergency request', () => {
  it('leaves every slot free: not in horarios_ocupados, and the slot at its minute bookable', async () => {
    const [slot] = await bookableSlots(database, 2);
    if (!slot) throw new Error('no slot');
    const instant = await database.db.query<{ t: string }>(
      `select to_char(($1::date + $2::time) at time zone 'America/Santiago' at time zone 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS"Z"') as t`,
      [slot.fecha, slot.hora],
    );
    const row = only(await requestAt(instant.rows[0]?.t ?? '', person(7, 'hueco')));
    expect({ fecha: row.fecha, hora: row.hora }).toEqual(slot);
    const occupied = await attempt<{ fecha: string; hora: string }>(
      database,
      ANON,
      'select fecha::text as fecha, hora from public.horarios_ocupados($1::date, $1::date)',
      [slot.fecha],
    );
    expect(occupied).toEqual({ ok: true, value: [] });
    const booking = await book(database, person(8, 'mismahora'), slot);
    expect(booking.ok).toBe(true);
    const after = await attempt(
      database,
      ANON,
      'select fecha::text as fecha, hora from public.horarios_ocupados($1::date, $1::date)',
      [slot.fecha],
    );
    // The test database's one lawyer, busy from 09:00 to 09:45, cannot start at 09:30 either.
    expect(after).toEqual({ ok: true, value: [slot, { fecha: slot.fecha, hora: '09:30' }] });
  });

  it('still holds bookings to the day’s times and working days', async () => {
    const sunday = await nextSunday();
    const insert = (urgente: boolean, fecha: string, hora: string) =>
      database.db
        .query(
          `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio,
                                        precio, categoria, urgente)
           values ('Ana Soto', '11.111.111-1', 'directa@ejemplo.cl', '+56911111111', $1, $2,
                   'emergencia', 'x', 1, 'x', $3)`,
          [fecha, hora, urgente],
        )
        .then(
          () => 'aceptada',
          (error: unknown) => refusalOf(error).code,
        );
    expect(await insert(false, sunday.fecha, '10:00')).toBe('23514');
    const [slot] = await bookableSlots(database, 2);
    expect(await insert(false, slot?.fecha ?? '', '03:00')).toBe('23514');
    expect(await insert(true, sunday.fecha, '25:00')).toBe('23514');
    expect(await insert(true, sunday.fecha, '3:00')).toBe('23514');
    await database.db.query("delete from public.reservas where email = 'directa@ejemplo.cl'");
  });
});

describe('who sees an emergency request', () => {
  it('anon cannot read it back; staff can', async () => {
    const row = only(await request(person(9, 'lectura')));
    const anon = await attempt(database, ANON, 'select id from public.reservas where id = $1', [
      row.id,
    ]);
    expect(anon.ok ? 'leída' : anon.error.code).toBe('42501');
    const stranger = await database.createUser('otra@ejemplo.cl');
    expect(
      await attempt(database, stranger, 'select id from public.reservas where id = $1', [row.id]),
    ).toEqual({ ok: true, value: [] });
    const lawyer = await database.createUser('abogada@ejemplo.cl', 'abogado');
    expect(
      await attempt(database, lawyer, 'select urgente from public.reservas where id = $1', [
        row.id,
      ]),
    ).toEqual({ ok: true, value: [{ urgente: true }] });
  });

  it('carries its marker in the notices the server opens', async () => {
    const row = only(await request(person(10, 'aviso')));
    const { rows } = await database.db.query<{ aviso: { reserva: Record<string, unknown> } }>(
      "select public.abrir_aviso('notificacion_abogado', $1) as aviso",
      [row.id],
    );
    expect(rows[0]?.aviso.reserva).toMatchObject({ id: row.id, urgente: true, hora: row.hora });
    expect(rows[0]?.aviso.reserva).not.toHaveProperty('descripcion');
  });
});

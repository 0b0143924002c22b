import { SLOT_TIMES } from '../../src/booking/model/slot-times';
import { attempt, bookableSlots, book, person, together, type Slot } from './support/calls';
import { raiseUnverifiedCeilings } from './support/ceilings';
import { commitAnswer, jsonCall, recordCard, SERVICE, startCard } from './support/payments';
import {
  ANON,
  openTestDatabase,
  TEST_LAWYER_EMAIL,
  type Caller,
  type TestDatabase,
} from './test-database';

// The firm's calendar by lawyer: who gets a booking, when a time is offered, moves by the client
// (signed in or by the link) and by the staff, attendance and its refund rule, the private feed,
// and one consultation per lawyer at a time under real concurrency.

let database: TestDatabase;
let admin: Caller;
let cliente: Caller;
let otroCliente: Caller;
/** The test database's lawyer, and a second one. */
let ana: string;
let beto: Caller;
let betoId: string;
let days: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  admin = await database.createUser('admin-agenda@ejemplo.cl', 'admin');
  cliente = await database.createUser('cliente-agenda@ejemplo.cl');
  otroCliente = await database.createUser('otro-agenda@ejemplo.cl');
  beto = await database.createUser('beto-agenda@ejemplo.cl', 'abogado');
  betoId = beto.sub ?? '';
  const { rows } = await database.db.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [TEST_LAWYER_EMAIL],
  );
  ana = rows[0]?.id ?? '';
  const slots = await bookableSlots(database, 2);
  days = [...new Set(slots.map((slot) => slot.fecha))];
});
afterAll(() => database.close());

let people = 0;
const someone = () => person((people += 1), 'agenda');
const day = (index: number): string => {
  const value = days[index];
  if (!value) throw new Error(`no working day ${String(index)}`);
  return value;
};
const at = (index: number, hora: string): Slot => ({ fecha: day(index), hora });

async function booked(slot: Slot, plan = 'laboral', caller: Caller = ANON): Promise<string> {
  const outcome = await book(database, someone(), slot, plan, caller);
  if (!outcome.ok) throw new Error(`crear_reserva: ${outcome.error.message}`);
  return outcome.value[0]?.id ?? '';
}

const hintOf = (outcome: { ok: boolean; error?: { hint: string | null } }) =>
  outcome.ok ? 'ok' : (outcome.error?.hint ?? 'sin_hint');

async function row(id: string) {
  const { rows } = await database.db.query<{
    fecha: string;
    hora: string;
    abogado_id: string | null;
    estado: string;
    movimientos: number;
    movimientos_cliente: number;
    token_gestion: string;
    recordatorio_enviado: boolean;
  }>(
    `select fecha::text as fecha, hora, abogado_id, estado::text as estado, movimientos,
            movimientos_cliente, token_gestion, recordatorio_enviado
     from public.reservas where id = $1`,
    [id],
  );
  const found = rows[0];
  if (!found) throw new Error('no booking');
  return found;
}

const occupied = async (fecha: string, plan: string | null = null) => {
  const outcome = await attempt<{ hora: string }>(
    database,
    ANON,
    'select hora from public.horarios_ocupados($1::date, $1::date, $2)',
    [fecha, plan],
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.map((r) => r.hora);
};

const calendarDay = async (fecha: string, plan: string | null = null) => {
  const outcome = await attempt<{
    horarios: string[];
    motivo: string | null;
    nombre: string | null;
  }>(
    database,
    ANON,
    'select horarios, motivo, nombre from public.calendario_reservas($1::date, $1::date, $2)',
    [fecha, plan],
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  const first = outcome.value[0];
  if (!first) throw new Error('no day');
  return first;
};

const reschedule = (caller: Caller, id: string, slot: Slot, token: string | null = null) =>
  jsonCall(database, caller, 'select public.reagendar_reserva($1, $2::date, $3, $4) as r', [
    id,
    slot.fecha,
    slot.hora,
    token,
  ]);

/** Moves the database's clock (private.ahora) to an instant, or back to now() with null. */
async function clockAt(instant: string | null): Promise<void> {
  const value = instant === null ? 'now()' : `'${instant}'::timestamptz`;
  await database.db.exec(
    `create or replace function private.ahora() returns timestamptz
     language sql stable set search_path = '' as $$ select ${value} $$`,
  );
}

describe('assignment', () => {
  it('gives each booking a free lawyer, the least booked first, and no lawyer two at once', async () => {
    const first = await booked(at(0, '09:00'));
    const second = await booked(at(0, '09:00'));
    const lawyers = [(await row(first)).abogado_id, (await row(second)).abogado_id];
    expect(new Set(lawyers)).toEqual(new Set([ana, betoId]));
    // Both are busy until 09:45: neither 09:00 nor 09:30 is offered, 10:00 is.
    expect(hintOf(await book(database, someone(), at(0, '09:00')))).toBe('horario_ocupado');
    expect(hintOf(await book(database, someone(), at(0, '09:30')))).toBe('horario_ocupado');
    expect(await occupied(day(0))).toEqual(['09:00', '09:30']);
    // The next booking that week goes to the lawyer with fewer: each has one, so either; the
    // one after goes to the other.
    const third = await booked(at(0, '10:00'));
    const fourth = await booked(at(0, '11:00'));
    expect((await row(third)).abogado_id).not.toBe((await row(fourth)).abogado_id);
  });

  it('offers a time only in the areas a free lawyer attends', async () => {
    const set = (who: Caller, abogado: string, horarios: string[], areas: string[]) =>
      attempt(database, who, 'select public.guardar_agenda_abogado($1, $2::text[], $3::text[])', [
        abogado,
        horarios,
        areas,
      ]);
    expect(hintOf(await set(beto, betoId, [], []))).toBe('acceso_denegado');
    const everyTime = ['1', '2', '3', '4', '5'].flatMap((d) => SLOT_TIMES.map((h) => `${d} ${h}`));
    expect(hintOf(await set(admin, betoId, ['6 09:00'], []))).toBe('horario_invalido');
    expect(hintOf(await set(admin, betoId, everyTime, ['Astrología']))).toBe('area_invalida');
    expect(hintOf(await set(admin, betoId, everyTime, ['Corporativo']))).toBe('ok');
    await booked(at(1, '10:00'), 'laboral');
    expect(hintOf(await book(database, someone(), at(1, '10:00'), 'laboral'))).toBe(
      'horario_ocupado',
    );
    expect(await occupied(day(1), 'laboral')).toContain('10:00');
    expect(await occupied(day(1), 'basico')).not.toContain('10:00');
    expect((await calendarDay(day(1), 'laboral')).horarios).toContain('10:00');
    // A lawyer whose week is empty takes nothing: the laboral lawyer's week alone shows.
    expect(hintOf(await set(admin, ana, [], []))).toBe('ok');
    expect(await calendarDay(day(1), 'laboral')).toMatchObject({
      horarios: [],
      motivo: 'sin_atencion',
    });
    expect(hintOf(await set(admin, ana, everyTime, []))).toBe('ok');
    expect(hintOf(await set(admin, betoId, everyTime, []))).toBe('ok');
  });

  it('closes a lawyer’s absence and the firm’s closed day at once', async () => {
    const absence = (who: Caller, abogado: string, fecha: string) =>
      attempt(
        database,
        who,
        "insert into public.ausencias (abogado_id, desde, hasta, motivo) values ($1, $2, $2, 'vacaciones') returning id",
        [abogado, fecha],
      );
    // A lawyer records their own absence, not a colleague's; a client neither.
    expect(hintOf(await absence(beto, ana, day(2)))).not.toBe('ok');
    expect(hintOf(await absence(cliente, betoId, day(2)))).not.toBe('ok');
    expect(hintOf(await absence(beto, betoId, day(2)))).toBe('ok');
    expect((await calendarDay(day(2))).horarios).toHaveLength(13);
    expect(hintOf(await absence(admin, ana, day(2)))).toBe('ok');
    expect(await calendarDay(day(2))).toMatchObject({ horarios: [], motivo: 'sin_atencion' });
    expect(hintOf(await book(database, someone(), at(2, '15:00')))).toBe('horario_ocupado');

    const close = await attempt(
      database,
      admin,
      "insert into public.feriados (fecha, nombre, origen) values ($1, 'Aniversario del estudio', 'estudio')",
      [day(3)],
    );
    expect(close.ok).toBe(true);
    expect(await calendarDay(day(3))).toMatchObject({
      horarios: [],
      motivo: 'feriado',
      nombre: 'Aniversario del estudio',
    });
    const refused = await book(database, someone(), at(3, '15:00'));
    expect(!refused.ok && refused.error).toMatchObject({
      hint: 'dia_cerrado',
      message: 'El estudio no atiende ese día',
    });
  });
});

describe('moving a booking', () => {
  it('lets whoever holds the link move it twice, keeping its code, and frees the old time', async () => {
    const id = await booked(at(4, '11:00'));
    await booked(at(4, '11:00'));
    expect(await occupied(day(4))).toContain('11:00');
    const { token_gestion: token } = await row(id);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(hintOf(await reschedule(ANON, id, at(4, '14:00')))).toBe('reserva_no_encontrada');
    expect(hintOf(await reschedule(ANON, id, at(4, '14:00'), 'x'.repeat(64)))).toBe(
      'reserva_no_encontrada',
    );
    const summary = await jsonCall(database, ANON, 'select public.reserva_por_token($1) as r', [
      token,
    ]);
    expect(summary.ok && Object.keys(summary.r).sort()).toEqual([
      'abogado',
      'categoria',
      'codigo',
      'estado',
      'fecha',
      'hora',
      'id',
      'movimientos',
      'movimientos_cliente',
      'plan',
      'precio',
      'servicio',
      'sin_reagendar',
      'tipo_reunion',
    ]);
    expect(
      hintOf(
        await jsonCall(database, ANON, 'select public.reserva_por_token($1) as r', [
          'z'.repeat(64),
        ]),
      ),
    ).toBe('enlace_invalido');

    const moved = await reschedule(ANON, id, at(5, '14:00'), token);
    expect(moved.ok && moved.r).toMatchObject({
      id,
      fecha: day(5),
      hora: '14:00',
      movimientos: 1,
      movimientos_cliente: 1,
    });
    expect(await row(id)).toMatchObject({ fecha: day(5), hora: '14:00', estado: 'pendiente' });
    // The old time is free at once: another person books it.
    expect(await occupied(day(4))).not.toContain('11:00');
    expect((await book(database, someone(), at(4, '11:00'))).ok).toBe(true);
    const notices = await database.db.query<{ tipo: string; anterior: string }>(
      `select n.tipo, m.fecha_anterior::text || ' ' || m.hora_anterior as anterior
       from public.notificaciones n join public.reagendamientos m on m.id = n.reagendamiento_id
       where n.reserva_id = $1 order by n.tipo`,
      [id],
    );
    expect(notices.rows).toEqual([
      { tipo: 'reagendada', anterior: `${day(4)} 11:00` },
      { tipo: 'reagendada_abogado', anterior: `${day(4)} 11:00` },
    ]);

    expect(hintOf(await reschedule(ANON, id, at(5, '14:00'), token))).toBe('misma_hora');
    expect(hintOf(await reschedule(ANON, id, at(5, '16:00'), token))).toBe('ok');
    const third = await reschedule(ANON, id, at(5, '17:00'), token);
    expect(!third.ok && third.error.hint).toBe('limite_reagendamientos');
    // The staff may still move it; their moves do not count against the client's two.
    const lawyer = await reschedule(beto, id, at(5, '17:00'));
    expect(lawyer.ok && lawyer.r).toMatchObject({ movimientos: 3, movimientos_cliente: 2 });
    const history = await database.db.query<{ por: string }>(
      'select por from public.reagendamientos where reserva_id = $1 order by id',
      [id],
    );
    expect(history.rows.map((r) => r.por)).toEqual(['enlace', 'enlace', 'personal']);
  });

  it('lets the signed-in owner move it under the rules of a new booking, and nobody else', async () => {
    const id = await booked(at(6, '09:00'), 'gratis', cliente);
    await database.db.query(
      'update public.reservas set recordatorio_enviado = true where id = $1',
      [id],
    );
    expect(hintOf(await reschedule(otroCliente, id, at(6, '10:00')))).toBe('reserva_no_encontrada');
    const saturday = await database.db.query<{ d: string }>(
      "select (date_trunc('week', $1::date) + interval '5 days')::date::text as d",
      [day(6)],
    );
    expect(
      hintOf(await reschedule(cliente, id, { fecha: saturday.rows[0]?.d ?? '', hora: '10:00' })),
    ).toBe('dia_cerrado');
    expect(hintOf(await reschedule(cliente, id, { fecha: day(6), hora: '12:00' }))).toBe(
      'horario_invalido',
    );
    expect(hintOf(await reschedule(cliente, id, at(6, '10:00')))).toBe('ok');
    // The reminder is due again, for the new time.
    expect(await row(id)).toMatchObject({ hora: '10:00', recordatorio_enviado: false });
  });

  it('refuses the client within 4 hours of the consultation, not the staff', async () => {
    const id = await booked(at(7, '10:00'), 'general', cliente);
    const start = await database.db.query<{ t: string }>(
      `select to_char((($1::date + time '10:00') at time zone 'America/Santiago') - interval '3 hours 59 minutes',
                      'YYYY-MM-DD"T"HH24:MI:SS"Z"') as t`,
      [day(7)],
    );
    await clockAt(start.rows[0]?.t ?? '');
    try {
      const refused = await reschedule(cliente, id, at(8, '10:00'));
      expect(!refused.ok && refused.error).toMatchObject({
        hint: 'fuera_de_plazo',
        message: 'Solo puedes reagendar hasta 4 horas antes de la consulta',
      });
      expect(hintOf(await reschedule(admin, id, at(8, '10:00')))).toBe('ok');
    } finally {
      await clockAt(null);
    }
  });
});

describe('reassignment', () => {
  it('gives a booking to another apt lawyer free then, and tells them', async () => {
    const id = await booked(at(9, '15:00'));
    const from = (await row(id)).abogado_id ?? '';
    const to = from === ana ? betoId : ana;
    const reassign = (caller: Caller, abogado: string) =>
      attempt(database, caller, 'select id from public.reasignar_reserva($1, $2)', [id, abogado]);
    expect(hintOf(await reassign(cliente, to))).toBe('acceso_denegado');
    expect(hintOf(await reassign(admin, from))).toBe('mismo_abogado');
    // The other lawyer busy at 15:30 (overlapping): refused.
    const busy = await database.db.query<{ id: string }>(
      `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio, precio,
         categoria, metodo_pago, estado, abogado_id)
       values ('Persona Ocupada', '11.111.111-1', 'ocupa@ejemplo.cl', '+56911111111', $1, '15:30',
         'gratis', 'Consulta Gratuita', 0, 'General', 'gratis', 'confirmada', $2) returning id`,
      [day(9), to],
    );
    expect(hintOf(await reassign(admin, to))).toBe('horario_ocupado');
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [
      busy.rows[0]?.id,
    ]);
    expect(hintOf(await reassign(admin, to))).toBe('ok');
    expect((await row(id)).abogado_id).toBe(to);
    const told = await database.db.query<{ tipo: string }>(
      "select tipo from public.notificaciones where reserva_id = $1 and tipo = 'reagendada_abogado'",
      [id],
    );
    expect(told.rows).toHaveLength(1);
  });

  it('lists upcoming bookings whose lawyer is away', async () => {
    const id = await booked(at(10, '16:00'));
    const lawyer = (await row(id)).abogado_id;
    await database.db.query(
      "insert into public.ausencias (abogado_id, desde, hasta, motivo) values ($1, $2, $2, 'tribunal')",
      [lawyer, day(10)],
    );
    const list = await attempt<{ id: string; motivo: string }>(
      database,
      admin,
      'select id, motivo from public.reservas_por_reasignar()',
    );
    expect(list.ok && list.value).toContainEqual({ id, motivo: 'ausente' });
    expect(
      hintOf(await attempt(database, cliente, 'select * from public.reservas_por_reasignar()')),
    ).toBe('acceso_denegado');
  });
});

describe('attendance', () => {
  it('marks a no-show only once its time has come, and its card payment is not refunded', async () => {
    const id = await booked(at(11, '09:00'));
    const attempted = await startCard(database, id, 'tok-agenda-no-show');
    const claimed = await jsonCall(
      database,
      SERVICE,
      'select public.reclamar_pago_tarjeta($1) as r',
      ['tok-agenda-no-show'],
    );
    expect(claimed.ok).toBe(true);
    const paid = await recordCard(database, 'tok-agenda-no-show', commitAnswer(attempted));
    expect(paid.ok).toBe(true);
    expect((await row(id)).estado).toBe('confirmada');

    const mark = (caller: Caller, asistio: boolean) =>
      attempt<{ estado: string }>(
        database,
        caller,
        'select estado::text as estado from public.marcar_asistencia($1, $2)',
        [id, asistio],
      );
    expect(hintOf(await mark(beto, false))).toBe('antes_de_tiempo');
    const direct = await attempt(
      database,
      beto,
      "update public.reservas set estado = 'no_asistio' where id = $1",
      [id],
    );
    expect(hintOf(direct)).toBe('antes_de_tiempo');
    const after = await database.db.query<{ t: string }>(
      `select to_char((($1::date + time '09:50') at time zone 'America/Santiago'),
                      'YYYY-MM-DD"T"HH24:MI:SS"Z"') as t`,
      [day(11)],
    );
    await clockAt(after.rows[0]?.t ?? '');
    try {
      expect(hintOf(await mark(cliente, false))).toBe('acceso_denegado');
      const marked = await mark(beto, false);
      expect(marked.ok && marked.value[0]?.estado).toBe('no_asistio');
    } finally {
      await clockAt(null);
    }
    // A no-show stays one for direct changes: it cannot be cancelled to get a refund.
    const cancel = await attempt(
      database,
      admin,
      "update public.reservas set estado = 'cancelada' where id = $1",
      [id],
    );
    expect(hintOf(cancel)).toBe('transicion_invalida');
    const { rows } = await database.db.query<{ id: string }>(
      'select id from public.pagos where token = $1',
      ['tok-agenda-no-show'],
    );
    const refund = await jsonCall(
      database,
      SERVICE,
      'select public.preparar_reembolso($1, $2) as r',
      [rows[0]?.id, admin.sub],
    );
    expect(!refund.ok && refund.error).toMatchObject({
      hint: 'no_asistio',
      message: 'No se reembolsa una consulta a la que no se asistió sin aviso',
    });
    const stats = await attempt<{ s: { no_asistio: number } }>(
      database,
      admin,
      'select public.estadisticas() as s',
    );
    expect(stats.ok && stats.value[0]?.s.no_asistio).toBe(1);
  });
});

describe('a lawyer’s private calendar address', () => {
  it('lists their bookings without personal data, until it is revoked', async () => {
    const id = await booked(at(12, '11:00'));
    const lawyer = (await row(id)).abogado_id;
    const owner = lawyer === betoId ? beto : admin;
    const made = await attempt<{ token: string }>(
      database,
      owner,
      'select public.crear_enlace_agenda($1) as token',
      [lawyer],
    );
    const token = made.ok ? (made.value[0]?.token ?? '') : '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    if (lawyer !== betoId)
      expect(
        hintOf(await attempt(database, beto, 'select public.crear_enlace_agenda($1)', [lawyer])),
      ).toBe('acceso_denegado');
    expect(
      hintOf(await attempt(database, ANON, 'select * from public.agenda_por_enlace($1)', [token])),
    ).not.toBe('ok');
    const feed = await attempt(database, SERVICE, 'select * from public.agenda_por_enlace($1)', [
      token,
    ]);
    const entry = feed.ok ? feed.value.find((r) => r.id === id) : undefined;
    expect(Object.keys(entry ?? {}).sort()).toEqual([
      'codigo',
      'estado',
      'fecha',
      'hora',
      'id',
      'movimientos',
      'servicio',
      'tipo_reunion',
    ]);
    await attempt(database, owner, 'select public.revocar_enlace_agenda($1)', [lawyer]);
    expect(
      hintOf(
        await attempt(database, SERVICE, 'select * from public.agenda_por_enlace($1)', [token]),
      ),
    ).toBe('enlace_invalido');
  });
});

describe('one consultation per lawyer at a time, under concurrency', () => {
  it('ends a race of 50 for one lawyer’s time with one booking', async () => {
    // Only one lawyer works that day: the other is away.
    await database.db.query(
      "insert into public.ausencias (abogado_id, desde, hasta, motivo) values ($1, $2, $2, 'personal')",
      [betoId, day(13)],
    );
    const outcomes = await together(50, () => book(database, someone(), at(13, '10:00')));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.error.hint])))).toEqual(
      new Set(['horario_ocupado']),
    );
  });

  it('holds even for writes that skip the booking function: 50 inserts, one stays', async () => {
    // As the server could write (the service role), two half hours of one lawyer at once.
    const outcomes = await together(50, (index) =>
      attempt(
        database,
        SERVICE,
        `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio,
           precio, categoria, metodo_pago, estado, abogado_id)
         values ('Persona Directa', '11.111.111-1', $1, '+56911111111', $2, $3, 'gratis',
           'Consulta Gratuita', 0, 'General', 'gratis', 'confirmada', $4)`,
        [`directa${String(index)}@ejemplo.cl`, day(13), index % 2 === 0 ? '14:00' : '14:30', ana],
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from public.reservas
       where abogado_id = $1 and fecha = $2 and hora in ('14:00', '14:30') and estado = 'confirmada'`,
      [ana, day(13)],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('Chile’s clock changes', () => {
  // America/Santiago goes back an hour on the first Saturday night of April (UTC-3 to UTC-4)
  // and forward on the first Saturday night of September. The grid is local time; the 4-hour
  // rule is measured in real time.
  it.each([
    ['after the April change', '2027-03-25T12:00:00Z', '2027-04-05', '2027-04-05T09:00:00Z'],
    ['after the September change', '2027-08-26T12:00:00Z', '2027-09-06', '2027-09-06T08:00:00Z'],
  ])(
    '%s: a 09:00 consultation is 4 hours away at the right instant',
    async (_case, booking, fecha, limit) => {
      await clockAt(booking);
      try {
        expect((await calendarDay(fecha)).horarios).toHaveLength(13);
        const id = await booked({ fecha, hora: '09:00' }, 'general');
        const minute = 60_000;
        await clockAt(new Date(Date.parse(limit) - minute).toISOString());
        const { rows } = await database.db.query<{ motivo: string | null }>(
          'select private.motivo_sin_reagendar(r) as motivo from public.reservas r where id = $1',
          [id],
        );
        expect(rows[0]?.motivo).toBeNull();
        await clockAt(new Date(Date.parse(limit) + minute).toISOString());
        const late = await database.db.query<{ motivo: string | null }>(
          'select private.motivo_sin_reagendar(r) as motivo from public.reservas r where id = $1',
          [id],
        );
        expect(late.rows[0]?.motivo).toBe('plazo');
        await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [
          id,
        ]);
      } finally {
        await clockAt(null);
      }
    },
  );
});

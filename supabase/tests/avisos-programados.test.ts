import { sqlScheduleStore } from '../../src/backend/embedded/schedule-store';
import { clockAt as moveClock } from './support/clock';
import type { NoticeOutcome } from '../functions/_shared/notify/deliver-notice';
import { runScheduledNotices, type RunReport } from '../functions/_shared/notify/scheduled-run';
import type { OpenedNotice } from '../functions/_shared/notify/opened-notice';
import { attempt, bookableSlots, book, person, together, type Slot } from './support/calls';
import { raiseUnverifiedCeilings } from './support/ceilings';
import { jsonCall, SERVICE } from './support/payments';
import {
  ANON,
  openTestDatabase,
  testEngine,
  type Caller,
  type TestDatabase,
} from './test-database';

// The notice schedule, with the database's clock moved: the e-mail copy of each booking notice,
// the reminders 24 and 2 hours before (once per booking, kind and channel, however often and
// however concurrently the schedule runs), the waits between failed attempts, the final failure
// with one alert to the firm, and notices set aside when their booking is cancelled.

let database: TestDatabase;
let admin: Caller;
let slots: Slot[];

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  admin = await database.createUser('admin-programados@ejemplo.cl', 'admin');
  slots = await bookableSlots(database, 3);
});
afterEach(() => clockAt(null));
afterAll(() => database.close());

const clockAt = (instant: Date | null) => moveClock(database, instant);

let people = 0;
let nextSlot = 0;
/** A booking on its own day and hour (one lawyer: an hour apart never overlaps). */
async function newBooking(): Promise<{ id: string; start: Date }> {
  const slot = slots[nextSlot * 2] as Slot;
  nextSlot += 1;
  const outcome = await book(database, person((people += 1), 'programado'), slot);
  if (!outcome.ok) throw new Error(outcome.error.message);
  const id = outcome.value[0]?.id ?? '';
  const { rows } = await database.db.query<{ inicio: Date }>(
    `select (fecha + hora::time) at time zone 'America/Santiago' as inicio
     from public.reservas where id = $1`,
    [id],
  );
  return { id, start: rows[0]?.inicio as Date };
}

const hours = (start: Date, offset: number): Date => new Date(start.getTime() + offset * 3_600_000);

const store = sqlScheduleStore((fn) => database.as(SERVICE, fn));

/** What the channels received in a run, and how to make one refuse. */
function channels(refuse: (notice: OpenedNotice) => boolean = () => false) {
  const sent: OpenedNotice[] = [];
  const deliver = async (notice: OpenedNotice): Promise<NoticeOutcome> => {
    await Promise.resolve();
    if (refuse(notice)) return { resultado: 'fallido', error: 'HTTP 503: caído', response: null };
    sent.push(notice);
    return { resultado: 'enviado', response: { id: notice.id } };
  };
  return { sent, deliver };
}

const run = (deliver: (notice: OpenedNotice) => Promise<NoticeOutcome>): Promise<RunReport> =>
  runScheduledNotices({ store, deliver, log: () => undefined });

const kinds = (sent: OpenedNotice[], reserva: string) =>
  sent
    .filter((notice) => notice.reserva?.id === reserva)
    .map((notice) => `${notice.tipo}/${notice.canal}`)
    .sort();

async function logOf(reserva: string) {
  const { rows } = await database.db.query<{
    tipo: string;
    canal: string;
    estado: string;
    intentos: number;
  }>(
    `select tipo, canal, estado, intentos from public.notificaciones
     where reserva_id = $1 order by tipo, canal`,
    [reserva],
  );
  return rows;
}

describe('the schedule', () => {
  it('sends a booking its notices, an e-mail copy of each, and each reminder once per channel, with nobody clicking', async () => {
    const { id, start } = await newBooking();
    const { sent, deliver } = channels();

    // A day and a half before: the booking's own notices (the browser never sent them) and the
    // e-mail copy of each; no reminder yet.
    await clockAt(hours(start, -36));
    const first = await run(deliver);
    expect(first).toMatchObject({ copias: 2, recordatorios: 0, enviados: 4, fallidos: 0 });
    expect(kinds(sent, id)).toEqual([
      'notificacion_abogado/email',
      'notificacion_abogado/webhook',
      'nueva_reserva/email',
      'nueva_reserva/webhook',
    ]);

    // 24 hours before: the client's and the lawyer's reminder, on both channels; a second run
    // at the same moment finds nothing to do.
    sent.length = 0;
    await clockAt(hours(start, -23.9));
    expect(await run(deliver)).toMatchObject({ recordatorios: 4, enviados: 4 });
    expect(await run(deliver)).toMatchObject({ copias: 0, recordatorios: 0, enviados: 0 });
    expect(kinds(sent, id)).toEqual([
      'recordatorio/email',
      'recordatorio/webhook',
      'recordatorio_abogado/email',
      'recordatorio_abogado/webhook',
    ]);
    const reminded = await database.db.query<{ recordatorio_enviado: boolean }>(
      'select recordatorio_enviado from public.reservas where id = $1',
      [id],
    );
    expect(reminded.rows[0]?.recordatorio_enviado).toBe(true);

    // 2 hours before: the short one to the client, once per channel.
    sent.length = 0;
    await clockAt(hours(start, -1.9));
    expect(await run(deliver)).toMatchObject({ recordatorios: 2, enviados: 2 });
    await clockAt(hours(start, -1.5));
    expect(await run(deliver)).toMatchObject({ recordatorios: 0, enviados: 0 });
    expect(kinds(sent, id)).toEqual(['recordatorio_corto/email', 'recordatorio_corto/webhook']);

    // Afterwards nothing more, and the log holds each message once, sent.
    await clockAt(hours(start, 1));
    expect(await run(deliver)).toMatchObject({ recordatorios: 0, enviados: 0 });
    const log = await logOf(id);
    expect(log).toHaveLength(10);
    expect(log.every((entry) => entry.estado === 'enviado' && entry.intentos === 1)).toBe(true);
  });

  it('does not remind a booking made after the reminder’s moment, and reminds a moved booking of its new time', async () => {
    const { id, start } = await newBooking();
    // Made 23 hours before its time: the confirmation told the client; only the 2-hour reminder.
    await database.db.query('update public.reservas set created_at = $2 where id = $1', [
      id,
      hours(start, -23),
    ]);
    const { sent, deliver } = channels();
    await clockAt(hours(start, -22));
    await run(deliver);
    expect(kinds(sent, id).filter((kind) => kind.startsWith('recordatorio'))).toEqual([]);
    await clockAt(hours(start, -1.5));
    await run(deliver);
    expect(kinds(sent, id).filter((kind) => kind.startsWith('recordatorio'))).toEqual([
      'recordatorio_corto/email',
      'recordatorio_corto/webhook',
    ]);

    // Moved by the staff to another day: the reminders are due again for the new time.
    await clockAt(null);
    const target = slots[nextSlot * 2] as Slot;
    nextSlot += 1;
    const moved = await jsonCall(
      database,
      admin,
      'select public.reagendar_reserva($1, $2::date, $3) as r',
      [id, target.fecha, target.hora],
    );
    expect(moved.ok).toBe(true);
    const { rows } = await database.db.query<{ inicio: Date }>(
      `select (fecha + hora::time) at time zone 'America/Santiago' as inicio
       from public.reservas where id = $1`,
      [id],
    );
    const newStart = rows[0]?.inicio as Date;
    sent.length = 0;
    await clockAt(hours(newStart, -23.5));
    await run(deliver);
    expect(kinds(sent, id)).toEqual([
      'reagendada/email',
      'reagendada/webhook',
      'reagendada_abogado/email',
      'reagendada_abogado/webhook',
      'recordatorio/email',
      'recordatorio/webhook',
      'recordatorio_abogado/email',
      'recordatorio_abogado/webhook',
    ]);
  });

  it('tries a failed notice again after 5 and then 20 more minutes, and a third attempt may succeed', async () => {
    const { id, start } = await newBooking();
    let refusals = 2;
    const { sent, deliver } = channels((notice) => {
      if (notice.tipo !== 'nueva_reserva' || notice.canal !== 'webhook') return false;
      refusals -= 1;
      return refusals >= 0;
    });
    const t0 = hours(start, -40);
    const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
    const webhookNotice = async () =>
      (await logOf(id)).find(
        (entry) => entry.tipo === 'nueva_reserva' && entry.canal === 'webhook',
      );

    await clockAt(t0);
    expect(await run(deliver)).toMatchObject({ fallidos: 1 });
    expect(await webhookNotice()).toMatchObject({ estado: 'fallido', intentos: 1 });
    await clockAt(minutes(4));
    expect(await run(deliver)).toMatchObject({ enviados: 0, fallidos: 0 });
    await clockAt(minutes(6));
    expect(await run(deliver)).toMatchObject({ fallidos: 1 });
    expect(await webhookNotice()).toMatchObject({ estado: 'fallido', intentos: 2 });
    await clockAt(minutes(25));
    expect(await run(deliver)).toMatchObject({ enviados: 0, fallidos: 0 });
    await clockAt(minutes(27));
    expect(await run(deliver)).toMatchObject({ enviados: 1, fallidos: 0 });
    expect(await webhookNotice()).toMatchObject({ estado: 'enviado', intentos: 3 });
    expect(kinds(sent, id)).toContain('nueva_reserva/webhook');
    expect((await logOf(id)).some((entry) => entry.tipo === 'aviso_fallido')).toBe(false);
  });

  it('ends a notice that always fails as fallido after 3 attempts, and alerts the firm once, on the other channel', async () => {
    const { id, start } = await newBooking();
    const { sent, deliver } = channels(
      (notice) => notice.tipo === 'notificacion_abogado' && notice.canal === 'webhook',
    );
    const t0 = hours(start, -40);
    for (const minute of [0, 6, 27, 60, 120]) {
      await clockAt(new Date(t0.getTime() + minute * 60_000));
      await run(deliver);
    }
    const log = await logOf(id);
    expect(log.find((e) => e.tipo === 'notificacion_abogado' && e.canal === 'webhook')).toEqual({
      tipo: 'notificacion_abogado',
      canal: 'webhook',
      estado: 'fallido',
      intentos: 3,
    });
    expect(log.filter((e) => e.tipo === 'aviso_fallido')).toEqual([
      { tipo: 'aviso_fallido', canal: 'email', estado: 'enviado', intentos: 1 },
    ]);
    const alerts = sent.filter((notice) => notice.tipo === 'aviso_fallido');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.alerta).toEqual({
      tipo: 'notificacion_abogado',
      canal: 'webhook',
      intentos: 3,
      error: 'HTTP 503: caído',
    });
    // The firm's alert never carries the client's reschedule link.
    expect(alerts[0]?.reserva?.token_gestion).toBeNull();
  });

  it('counts no attempt when a service asks to slow down, and tries again a minute later', async () => {
    const { id, start } = await newBooking();
    let slowDown = true;
    const sent: string[] = [];
    const deliver = (notice: OpenedNotice): Promise<NoticeOutcome> => {
      if (notice.reserva?.id !== id)
        return Promise.resolve({ resultado: 'enviado', response: null });
      if (slowDown && notice.canal === 'email') {
        return Promise.resolve({ resultado: 'aplazado', error: 'HTTP 429: Too Many Requests' });
      }
      sent.push(`${notice.tipo}/${notice.canal}`);
      return Promise.resolve({ resultado: 'enviado', response: null });
    };
    const t0 = hours(start, -40);
    await clockAt(t0);
    expect(await run(deliver)).toMatchObject({ aplazados: 2 });
    const emails = async () =>
      (await logOf(id))
        .filter((entry) => entry.canal === 'email')
        .map((e) => [e.estado, e.intentos]);
    expect(await emails()).toEqual([
      ['pendiente', 0],
      ['pendiente', 0],
    ]);
    slowDown = false;
    await clockAt(new Date(t0.getTime() + 30_000));
    await run(deliver);
    expect(sent.filter((kind) => kind.endsWith('/email'))).toEqual([]);
    await clockAt(new Date(t0.getTime() + 61_000));
    await run(deliver);
    expect(sent.filter((kind) => kind.endsWith('/email')).sort()).toEqual([
      'notificacion_abogado/email',
      'nueva_reserva/email',
    ]);
    expect(await emails()).toEqual([
      ['enviado', 1],
      ['enviado', 1],
    ]);
  });

  it('sets aside the notices of a cancelled booking instead of sending them', async () => {
    const { id, start } = await newBooking();
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [id]);
    const { sent, deliver } = channels();
    await clockAt(hours(start, -23));
    await run(deliver);
    expect(kinds(sent, id)).toEqual([]);
    const log = await logOf(id);
    expect(log.map((entry) => entry.estado)).toEqual(['descartado', 'descartado']);
  });

  it('sends each notice once when runs overlap (every run its own connection)', async () => {
    const bookings = [];
    for (let index = 0; index < 6; index += 1) bookings.push(await newBooking());
    // Late enough for every booking's own notices (days before any reminder).
    await clockAt(new Date(Date.now() + 10 * 60_000));
    const deliveries: string[] = [];
    const deliver = async (notice: OpenedNotice): Promise<NoticeOutcome> => {
      deliveries.push(notice.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { resultado: 'enviado', response: null };
    };
    const reports = await together(6, () =>
      runScheduledNotices({ store, deliver, batchSize: 3, log: () => undefined }),
    );
    expect(new Set(deliveries).size).toBe(deliveries.length);
    const sentTotal = reports.reduce((sum, report) => sum + report.enviados, 0);
    expect(sentTotal).toBe(deliveries.length);
    for (const booking of bookings) {
      const log = await logOf(booking.id);
      expect(log.length).toBeGreaterThanOrEqual(4);
      expect(log.filter((e) => e.estado === 'enviado').length).toBe(log.length);
    }
  });
});

describe('Chile’s clock changes', () => {
  // The reminders are due by the instant of the consultation, not by its wall time: on the
  // Mondays after the April and September 2027 changes a 09:00 consultation starts at 13:00Z and
  // 12:00Z, so its reminders fall 24 and 2 hours before those instants, one minute either side.
  it.each([
    ['2027-04-05', '2027-04-05T13:00:00Z'],
    ['2027-09-06', '2027-09-06T12:00:00Z'],
  ])(
    'reminds a consultation of %s at 09:00 exactly 24 and 2 hours before it',
    async (fecha, instant) => {
      const { rows } = await database.db.query<{ id: string }>(
        `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio,
                                    precio, categoria, estado, created_at)
       values ('Persona Del Cambio', private.numero_documento('rut', '11111111-1'),
               'cambio-de-hora-' || $1 || '@ejemplo.cl', '+56911111111', $1::date, '09:00',
               'laboral', 'Consulta Laboral', 35000, 'Laboral', 'confirmada', now())
       returning id`,
        [fecha],
      );
      const id = rows[0]?.id ?? '';
      const start = new Date(instant);
      const minute = 60_000;
      const { sent, deliver } = channels();
      const reminders = () => kinds(sent, id).filter((kind) => kind.startsWith('recordatorio'));
      await clockAt(new Date(hours(start, -24).getTime() - minute));
      await run(deliver);
      expect(reminders()).toEqual([]);
      await clockAt(new Date(hours(start, -24).getTime() + minute));
      await run(deliver);
      expect(reminders()).toEqual([
        'recordatorio/email',
        'recordatorio/webhook',
        'recordatorio_abogado/email',
        'recordatorio_abogado/webhook',
      ]);
      await clockAt(new Date(hours(start, -2).getTime() - minute));
      await run(deliver);
      expect(reminders()).toHaveLength(4);
      await clockAt(new Date(hours(start, -2).getTime() + minute));
      await run(deliver);
      expect(reminders()).toContain('recordatorio_corto/email');
      expect(reminders()).toHaveLength(6);
    },
  );
});

describe('a thousand bookings', () => {
  // The figure of the closing note: one run (its 45-second budget aside) for the 24-hour
  // reminders of 1,000 bookings of one day, 4,000 notices, with deliveries that take no time, on
  // the real-PostgreSQL tier (the embedded demo never holds that many).
  it.runIf(testEngine() === 'postgres')(
    'sends each of their 4,000 reminders once',
    async () => {
      const day = (slots.at(-1) as Slot).fecha;
      await database.db.query(
        `insert into public.reservas (nombre, rut, email, telefono, fecha, hora, plan, servicio,
                                      precio, categoria, estado, created_at)
         select 'Persona Masiva', private.numero_documento('rut', '11111111-1'), 'masiva' || n || '@ejemplo.cl', '+56911111111',
                $1::date, (private.horarios_del_dia())[1 + n % 13], 'laboral', 'Consulta Laboral',
                35000, 'Laboral', 'confirmada', now() - interval '3 days'
         from generate_series(1, 1000) n`,
        [day],
      );
      const { rows } = await database.db.query<{ t: Date }>(
        `select ($1::date - 1 + time '19:30') at time zone 'America/Santiago' as t`,
        [day],
      );
      await clockAt(rows[0]?.t as Date);
      let delivered = 0;
      const deliver = (): Promise<NoticeOutcome> => {
        delivered += 1;
        return Promise.resolve({ resultado: 'enviado', response: null });
      };
      const started = performance.now();
      const report = await runScheduledNotices({ store, deliver, budgetMs: 600_000 });
      const ms = performance.now() - started;
      console.info(
        `1.000 reservas: ${String(report.recordatorios)} recordatorios preparados y ` +
          `${String(report.enviados)} avisos enviados en una ejecución de ${ms.toFixed(0)} ms`,
      );
      expect(report.recordatorios).toBeGreaterThanOrEqual(4000);
      const counts = await database.db.query<{ n: number; distintos: number }>(
        `select count(*)::int as n, count(distinct (reserva_id, tipo, canal))::int as distintos
         from public.notificaciones n join public.reservas r on r.id = n.reserva_id
         where r.email like 'masiva%' and n.estado = 'enviado'`,
      );
      expect(counts.rows[0]).toEqual({ n: 4000, distintos: 4000 });
      expect(delivered).toBe(report.enviados);
    },
    300_000,
  );
});

describe('who may run it', () => {
  it('refuses the schedule’s functions to visitors and signed-in users, staff included', async () => {
    const client = await database.createUser('cliente-programados@ejemplo.cl');
    for (const caller of [ANON, client, admin]) {
      for (const sql of [
        'select public.preparar_avisos()',
        'select public.tomar_avisos(5)',
        'select private.tomar_avisos(5)',
        "select public.registrar_resultado_aviso(gen_random_uuid(), 'enviado')",
      ]) {
        const outcome = await attempt(database, caller, sql);
        expect(outcome.ok).toBe(false);
        if (!outcome.ok) expect(outcome.error.code).toBe('42501');
      }
    }
  });

  it('refuses a reminder the admin’s button may not send, and an out-of-range batch', async () => {
    const { id } = await newBooking();
    const shortReminder = await attempt(
      database,
      SERVICE,
      'select public.abrir_aviso($1, $2::uuid, null, $3::uuid)',
      ['recordatorio_corto', id, admin.sub],
    );
    expect(shortReminder.ok ? 'ok' : shortReminder.error.hint).toBe('tipo_invalido');
    const batch = await attempt(database, SERVICE, 'select public.tomar_avisos(0)');
    expect(batch.ok ? 'ok' : batch.error.hint).toBe('dato_invalido');
  });
});

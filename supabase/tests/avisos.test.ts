import { attempt, book, bookableSlots, person, together, type Slot } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// The notification log is written by the server only (the `notificar` function, with the service
// role): a booking logs its two notices as pending, one event is one row however many calls race
// for it, an attempt is counted only by the server, and what the webhook answered is bounded.

let database: TestDatabase;
let slots: Slot[];
let admin: Caller;
let cliente: Caller;
const SERVER: Caller = { role: 'service_role', aal: 'aal2' };

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  slots = await bookableSlots(database, 2);
  admin = await database.createUser('admin-avisos@ejemplo.cl', 'admin');
  cliente = await database.createUser('cliente-avisos@ejemplo.cl');
});
afterAll(() => database.close());

let booked = 0;
async function newBooking(): Promise<string> {
  booked += 1;
  const result = await book(database, person(500 + booked, 'aviso'), slots[booked] as Slot);
  if (!result.ok) throw new Error(result.error.message);
  return result.value[0]?.id ?? '';
}

const open = (caller: Caller, tipo: string, reserva: string | null, usuario?: string) =>
  attempt<{ aviso: { id: string; intentos: number; reserva: Record<string, unknown> | null } }>(
    database,
    caller,
    'select public.abrir_aviso($1, $2::uuid, null, $3::uuid) as aviso',
    [tipo, reserva, usuario ?? null],
  );

const record = (id: string, resultado: string, error: string | null, respuesta: unknown) =>
  attempt<{ r: { estado: string; intentos: number } }>(
    database,
    SERVER,
    'select public.registrar_resultado_aviso($1::uuid, $2, $3, $4::jsonb) as r',
    [id, resultado, error, respuesta === null ? null : JSON.stringify(respuesta)],
  );

const logOf = async (reserva: string) =>
  (
    await database.db.query<{ tipo: string; estado: string; intentos: number }>(
      'select tipo, estado, intentos from public.notificaciones where reserva_id = $1 order by tipo',
      [reserva],
    )
  ).rows;

describe('the notification log', () => {
  it('gets both notices of a booking as pending, in the booking’s own transaction', async () => {
    const reserva = await newBooking();
    expect(await logOf(reserva)).toEqual([
      { tipo: 'notificacion_abogado', estado: 'pendiente', intentos: 0 },
      { tipo: 'nueva_reserva', estado: 'pendiente', intentos: 0 },
    ]);
  });

  it('cannot be written or marked sent by a visitor or a client', async () => {
    const reserva = await newBooking();
    for (const caller of [ANON, cliente, admin]) {
      const opened = await open(caller, 'nueva_reserva', reserva);
      expect(opened.ok ? 'abierto' : opened.error.code).toBe('42501');
      const insert = await attempt(
        database,
        caller,
        "insert into public.notificaciones (reserva_id, tipo, estado) values ($1, 'nueva_reserva', 'enviado')",
        [reserva],
      );
      expect(insert.ok).toBe(false);
    }
    const old = await attempt(
      database,
      ANON,
      'select public.registrar_aviso_reserva($1, $2, $3, $4)',
      [reserva, 'nueva_reserva', 'enviado', 1],
    );
    expect(old.ok).toBe(false);
    const { rows } = await database.db.query<{ webhook_sent: boolean }>(
      'select webhook_sent from public.reservas where id = $1',
      [reserva],
    );
    expect(rows[0]?.webhook_sent).toBe(false);
  });

  it('opens one event once when 50 calls race for it, and keeps one row', async () => {
    const reserva = await newBooking();
    const results = await together(50, () => open(SERVER, 'nueva_reserva', reserva));
    const opened = results.filter((r) => r.ok);
    expect(opened).toHaveLength(1);
    expect(results.every((r) => r.ok || r.error.hint === 'aviso_en_curso')).toBe(true);
    const id = opened[0]?.ok ? (opened[0].value[0]?.aviso.id ?? '') : '';
    expect((await record(id, 'enviado', null, { aceptado: true })).ok).toBe(true);
    const again = await together(50, () => open(SERVER, 'nueva_reserva', reserva));
    expect(again.every((r) => !r.ok && r.error.hint === 'aviso_enviado')).toBe(true);
    expect((await logOf(reserva)).filter((n) => n.tipo === 'nueva_reserva')).toEqual([
      { tipo: 'nueva_reserva', estado: 'enviado', intentos: 1 },
    ]);
    const { rows } = await database.db.query<{ webhook_sent: boolean }>(
      'select webhook_sent from public.reservas where id = $1',
      [reserva],
    );
    expect(rows[0]?.webhook_sent).toBe(true);
  });

  it('counts attempts on the server and refuses a fourth', async () => {
    const reserva = await newBooking();
    for (const intentos of [1, 2, 3]) {
      const opened = await open(SERVER, 'notificacion_abogado', reserva);
      if (!opened.ok) throw new Error(opened.error.message);
      const id = opened.value[0]?.aviso.id ?? '';
      const result = await record(id, 'fallido', 'HTTP 503: Service Unavailable', null);
      expect(result.ok && result.value[0]?.r).toMatchObject({ estado: 'fallido', intentos });
    }
    const fourth = await open(SERVER, 'notificacion_abogado', reserva);
    expect(fourth.ok ? 'abierto' : fourth.error.hint).toBe('aviso_agotado');
  });

  it('keeps at most 4 KB of what the webhook answered and 500 characters of an error', async () => {
    const reserva = await newBooking();
    const opened = await open(SERVER, 'nueva_reserva', reserva);
    if (!opened.ok) throw new Error(opened.error.message);
    const id = opened.value[0]?.aviso.id ?? '';
    const huge = { cuerpo: 'x'.repeat(10 * 1024 * 1024) };
    expect((await record(id, 'fallido', 'e'.repeat(100_000), huge)).ok).toBe(true);
    const { rows } = await database.db.query<{ bytes: number; error: number }>(
      `select octet_length(webhook_response::text) as bytes, length(ultimo_error) as error
       from public.notificaciones where id = $1`,
      [id],
    );
    expect(rows[0]?.bytes).toBeLessThanOrEqual(4096);
    expect(rows[0]?.error).toBe(500);
  });

  it('gives a visitor the booking’s own notices only, and staff notices to admins only', async () => {
    const reserva = await newBooking();
    const adminId = admin.sub ?? '';
    const reminder = await open(SERVER, 'recordatorio', reserva);
    expect(reminder.ok ? 'abierto' : reminder.error.hint).toBe('acceso_denegado');
    const asClient = await open(SERVER, 'test', null, cliente.sub);
    expect(asClient.ok ? 'abierto' : asClient.error.hint).toBe('acceso_denegado');
    const asAdmin = await open(SERVER, 'recordatorio', reserva, adminId);
    expect(asAdmin.ok && asAdmin.value[0]?.aviso.reserva).toMatchObject({ id: reserva });
    // What a notice may say: never the case description. The client's notices carry the link's
    // secret to move the booking (token_gestion); the lawyer's notices do not.
    expect(asAdmin.ok && Object.keys(asAdmin.value[0]?.aviso.reserva ?? {}).sort()).toEqual([
      'abogado',
      'categoria',
      'email',
      'fecha',
      'hora',
      'id',
      'movimientos',
      'nombre',
      'precio',
      'servicio',
      'telefono',
      'token_gestion',
      'urgente',
    ]);
    const aClient = asAdmin.ok ? asAdmin.value[0]?.aviso.reserva : null;
    expect(aClient?.token_gestion).toMatch(/^[0-9a-f]{64}$/);
    const toLawyer = await open(SERVER, 'recordatorio_abogado', reserva, adminId);
    expect(toLawyer.ok && toLawyer.value[0]?.aviso.reserva?.token_gestion).toBeNull();
    await database.db.query(
      "update public.reservas set created_at = now() - interval '31 minutes' where id = $1",
      [reserva],
    );
    const late = await open(SERVER, 'notificacion_abogado', reserva);
    expect(late.ok ? 'abierto' : late.error.hint).toBe('aviso_vencido');
    expect((await open(SERVER, 'notificacion_abogado', reserva, adminId)).ok).toBe(true);
  });

  it('sends nothing about a booking that is no longer active', async () => {
    const reserva = await newBooking();
    await database.db.query("update public.reservas set estado = 'cancelada' where id = $1", [
      reserva,
    ]);
    const opened = await open(SERVER, 'nueva_reserva', reserva);
    expect(opened.ok ? 'abierto' : opened.error.hint).toBe('reserva_inactiva');
  });
});

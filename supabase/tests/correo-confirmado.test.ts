import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Anyone can sign up with someone else's address. Until the link sent to that address is
// followed, the account is not its owner's: the self-service functions give, erase and change
// only what the account made itself (found by its user id), never what was found by the address
// (bookings made without an account, contact messages, the newsletter subscription). Once the
// address is confirmed, the same functions reach them.

const ADDRESS = 'ana@ejemplo.cl';
const CASE = 'Despido estando con licencia médica por depresión';

let database: TestDatabase;
const guest = { booking: '', message: '', subscription: '' };

/** A completed booking `days` from this week's Monday (negative: in the past). */
async function booking(userId: string | null, days: number, hora: string): Promise<string> {
  const { rows } = await database.db.query<{ id: string }>(
    `insert into public.reservas (user_id, nombre, rut, email, telefono, descripcion, fecha, hora,
       plan, servicio, precio, categoria, estado)
     values ($1, 'Ana Pérez', '12.345.678-5', $2, '+56912345678', $3,
       date_trunc('week', current_date + $4::int)::date, $5, 'laboral', 'Consulta Laboral', 35000,
       'Laboral', 'completada')
     returning id`,
    [userId, userId ? ADDRESS : 'Ana@Ejemplo.cl', userId ? null : CASE, days, hora],
  );
  return rows[0]?.id ?? '';
}

interface Export {
  titular: { email: string | null };
  cuenta: { email: string; email_confirmado_en: string | null };
  reservas: { id: string }[];
  mensajes_contacto: { id: string }[];
  suscripciones: { id: string }[];
  auditoria: { registro: string }[];
}

async function exportOf(caller: Caller): Promise<Export> {
  const result = await attempt<{ d: Export }>(
    database,
    caller,
    'select public.exportar_mis_datos() as d',
  );
  if (!result.ok) throw new Error(result.error.message);
  const data = result.value[0]?.d;
  if (!data) throw new Error('sin datos');
  return data;
}

async function subscribed(caller: Caller): Promise<boolean> {
  const result = await attempt<{ s: boolean }>(
    database,
    caller,
    'select public.mi_suscripcion() as s',
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value[0]?.s ?? false;
}

/** What the guest's rows hold now, read by the owner of the database. */
async function guestRows() {
  const { rows } = await database.db.query<{
    email: string;
    descripcion: string | null;
    mensajes: number;
    activa: boolean;
  }>(
    `select r.email, r.descripcion,
            (select count(*)::int from public.mensajes_contacto m where m.id = $2) as mensajes,
            (select s.baja_en is null from public.suscriptores s where s.id = $3) as activa
     from public.reservas r where r.id = $1`,
    [guest.booking, guest.message, guest.subscription],
  );
  return rows[0];
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Ana booked without an account, wrote to the firm and takes the newsletter.
  guest.booking = await booking(null, -14, '10:00');
  const message = await database.db.query<{ id: string }>(
    `insert into public.mensajes_contacto (nombre, email, mensaje)
     values ('Ana Pérez', $1, 'Quisiera saber sobre mi finiquito') returning id`,
    [ADDRESS],
  );
  guest.message = message.rows[0]?.id ?? '';
  const subscription = await database.db.query<{ id: string }>(
    "insert into public.suscriptores (email) values ('ANA@ejemplo.cl') returning id",
  );
  guest.subscription = subscription.rows[0]?.id ?? '';
});
afterAll(() => database.close());

describe('an account whose address is not confirmed', () => {
  let impostor: Caller = ANON;
  let own = '';

  beforeAll(async () => {
    impostor = await database.createUser(ADDRESS, 'cliente', { confirmed: false });
    own = await booking(impostor.sub ?? '', -7, '11:00');
  });

  it('exports what the account made, and nothing found by the address', async () => {
    const data = await exportOf(impostor);
    expect(data.cuenta).toMatchObject({ email: ADDRESS, email_confirmado_en: null });
    expect(data.titular.email).toBeNull();
    expect(data.reservas.map((r) => r.id)).toEqual([own]);
    expect(data.mensajes_contacto).toEqual([]);
    expect(data.suscripciones).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(CASE);
    expect(JSON.stringify(data)).not.toContain('finiquito');
  });

  it('neither sees nor ends the newsletter subscription of the address', async () => {
    expect(await subscribed(impostor)).toBe(false);
    const stop = await attempt(database, impostor, 'select public.dejar_mi_suscripcion()');
    expect(stop.ok).toBe(true);
    expect((await guestRows())?.activa).toBe(true);
  });

  it('erases its own account and bookings, and nothing found by the address', async () => {
    const result = await attempt<{
      r: { eliminados: { tabla: string }[]; anonimizados: { id: string }[] };
    }>(database, impostor, 'select public.eliminar_mi_cuenta() as r');
    if (!result.ok) throw new Error(result.error.message);
    const report = result.value[0]?.r;
    expect(report?.anonimizados.map((a) => a.id)).toEqual([own]);
    expect(report?.eliminados.map((e) => e.tabla).sort()).toEqual(['profiles', 'usuarios']);
    expect(await guestRows()).toEqual({
      email: 'Ana@Ejemplo.cl',
      descripcion: CASE,
      mensajes: 1,
      activa: true,
    });
    const { rows } = await database.db.query('select 1 from auth.users where id = $1', [
      impostor.sub,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('an account whose address is confirmed', () => {
  let ana: Caller = ANON;

  beforeAll(async () => {
    ana = await database.createUser(ADDRESS, 'cliente', { confirmed: false });
  });

  it('reaches what was found by the address once the link is followed, not before', async () => {
    expect((await exportOf(ana)).reservas).toEqual([]);
    await database.db.query('update auth.users set email_confirmed_at = now() where id = $1', [
      ana.sub,
    ]);
    const data = await exportOf(ana);
    expect(data.titular.email).toBe(ADDRESS);
    expect(data.reservas.map((r) => r.id)).toEqual([guest.booking]);
    expect(data.mensajes_contacto.map((m) => m.id)).toEqual([guest.message]);
    expect(data.suscripciones.map((s) => s.id)).toEqual([guest.subscription]);
    expect(JSON.stringify(data)).toContain(CASE);
  });

  it('sees and ends the newsletter subscription of the address', async () => {
    expect(await subscribed(ana)).toBe(true);
    const stop = await attempt(database, ana, 'select public.dejar_mi_suscripcion()');
    expect(stop.ok).toBe(true);
    expect((await guestRows())?.activa).toBe(false);
    expect(await subscribed(ana)).toBe(false);
  });

  it('erases what was found by the address with the account', async () => {
    const result = await attempt<{
      r: { eliminados: { tabla: string }[]; anonimizados: { id: string }[] };
    }>(database, ana, 'select public.eliminar_mi_cuenta() as r');
    if (!result.ok) throw new Error(result.error.message);
    const report = result.value[0]?.r;
    expect(report?.anonimizados.map((a) => a.id)).toEqual([guest.booking]);
    expect(report?.eliminados.map((e) => e.tabla).sort()).toEqual([
      'mensajes_contacto',
      'profiles',
      'suscriptores',
      'usuarios',
    ]);
    expect(await guestRows()).toMatchObject({ descripcion: null, mensajes: 0 });
  });
});

import { person, STATEMENTS } from './support/calls';
import { ANON, openTestDatabase, upcomingWeekday, type TestDatabase } from './test-database';
import { PRIVACY_POLICY_VERSION } from '../../src/content/legal/versions';

const AVISO = PRIVACY_POLICY_VERSION.version;

let database: TestDatabase;
let fecha: string;
let pasada: string;

beforeAll(async () => {
  database = await openTestDatabase();
  fecha = await upcomingWeekday(database.db, 2);
  const { rows } = await database.db.query<{ day: string }>(
    "select d::date::text as day from generate_series((now() at time zone 'America/Santiago')::date - 7, (now() at time zone 'America/Santiago')::date - 1, interval '1 day') d where extract(isodow from d) between 1 and 5 order by d desc limit 1",
  );
  pasada = rows[0]?.day ?? '';
});
afterAll(() => database.close());

interface Booking {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  fecha: string;
  hora: string;
  plan: string;
  tipo: string;
}

/** A valid booking, by a person of its own (the per-person limits have their own tests). */
let people = 0;
const valid = (): Booking => {
  people += 1;
  return {
    ...person(people, 'reserva'),
    nombre: 'María Pérez',
    fecha,
    hora: '10:00',
    plan: 'laboral',
    tipo: 'videollamada',
  };
};

interface Row {
  id: string;
  estado: string;
  precio: number;
  servicio: string;
  expira_en: Date | null;
  user_id: string | null;
  metodo_pago: string | null;
}

function book(b: Booking, caller = ANON): Promise<Row> {
  return database.as(caller, async (tx) => {
    const { rows } = await tx.query<Row>(
      `select * from public.crear_reserva($1, $2, $3, $4, $5::date, $6, $7, $8, ${STATEMENTS})`,
      [b.nombre, b.rut, b.email, b.telefono, b.fecha, b.hora, b.plan, b.tipo],
    );
    const row = rows[0];
    if (!row) throw new Error('no row');
    return row;
  });
}

describe('crear_reserva', () => {
  it('holds a paid booking for 2 hours at the catalogue price, whatever the caller', async () => {
    const row = await book({ ...valid(), hora: '09:00' });
    expect(row).toMatchObject({
      estado: 'pendiente',
      precio: 35000,
      servicio: 'Consulta Laboral',
      user_id: null,
    });
    const hold = (row.expira_en?.getTime() ?? 0) - Date.now();
    expect(hold).toBeGreaterThan(119 * 60_000);
    expect(hold).toBeLessThanOrEqual(120 * 60_000);
  });

  it('confirms a free booking at once', async () => {
    const row = await book({ ...valid(), hora: '14:00', plan: 'gratis' });
    expect(row).toMatchObject({
      estado: 'confirmada',
      precio: 0,
      expira_en: null,
      metodo_pago: 'gratis',
    });
  });

  it('records the signed-in booker', async () => {
    const cliente = await database.createUser('reserva@ejemplo.cl');
    const row = await book({ ...valid(), hora: '11:30' }, cliente);
    expect(row.user_id).toBe(cliente.sub);
  });

  it.each<[string, Partial<Booking>, string]>([
    ['an unknown plan', { plan: 'no-existe' }, 'Plan desconocido'],
    ['no name', { nombre: ' ' }, 'Ingresa tu nombre'],
    ['a RUT with a wrong check digit', { rut: '12.345.678-9' }, 'RUT inválido'],
    ['a malformed e-mail', { email: 'maria@' }, 'Correo electrónico inválido'],
    ['a short phone number', { telefono: '1234' }, 'Teléfono inválido'],
    [
      'an in-person meeting (not offered yet)',
      { tipo: 'presencial' },
      'Tipo de reunión no disponible',
    ],
    ['a time outside the 13 slots', { hora: '12:00' }, 'Horario no válido'],
    ['a malformed time', { hora: '10' }, 'Horario no válido'],
    ['a past day', { fecha: '' }, 'Hora ya pasada'],
  ])('rejects %s', async (_case, change, message) => {
    const booking = { ...valid(), ...change };
    if (change.fecha === '') booking.fecha = pasada;
    await expect(book(booking)).rejects.toThrow(message);
  });

  it('rejects weekends and days beyond the 21-day window', async () => {
    const { rows } = await database.db.query<{ sabado: string; lejos: string }>(
      `select (select d::date::text from generate_series(now()::date + 2, now()::date + 9, interval '1 day') d
               where extract(isodow from d) = 6 limit 1) as sabado,
              (select d::date::text from generate_series((now() at time zone 'America/Santiago')::date + 22,
                      (now() at time zone 'America/Santiago')::date + 30, interval '1 day') d
               where extract(isodow from d) between 1 and 5 limit 1) as lejos`,
    );
    await expect(book({ ...valid(), fecha: rows[0]?.sabado ?? '' })).rejects.toThrow(
      'Solo atendemos de lunes a viernes',
    );
    await expect(book({ ...valid(), fecha: rows[0]?.lejos ?? '' })).rejects.toThrow(
      'Solo se puede reservar hasta 21 días por adelantado',
    );
  });

  it('gives a slot to exactly one of 50 simultaneous attempts', async () => {
    const attempts = Array.from({ length: 50 }, (_, i) =>
      book({ ...valid(), hora: '15:00', email: `persona${String(i)}@ejemplo.cl` }),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.every((r) => String(r.reason).includes('Horario ocupado'))).toBe(true);
  });

  it('frees the slot of a hold that expired', async () => {
    const first = await book({ ...valid(), hora: '16:00' });
    await expect(book({ ...valid(), hora: '16:00' })).rejects.toThrow('Horario ocupado');
    await database.db.query(
      "update public.reservas set expira_en = now() - interval '1 minute' where id = $1",
      [first.id],
    );
    const second = await book({ ...valid(), hora: '16:00' });
    expect(second.estado).toBe('pendiente');
    const { rows } = await database.db.query<{ estado: string }>(
      'select estado from public.reservas where id = $1',
      [first.id],
    );
    expect(rows[0]?.estado).toBe('expirada');
  });
});

describe('horarios_ocupados', () => {
  it('lists occupied times only, without personal data, and skips expired holds', async () => {
    await book({ ...valid(), hora: '17:00' });
    const taken = await database.as(ANON, async (tx) => {
      const { rows } = await tx.query(
        'select * from public.horarios_ocupados($1::date, $1::date)',
        [fecha],
      );
      return rows;
    });
    expect(Object.keys(taken[0] ?? {})).toEqual(['fecha', 'hora']);
    const hours = taken.map((row) => row.hora);
    expect(hours).toContain('17:00');
    expect(hours).toContain('16:00');
    expect(hours.filter((h) => h === '16:00')).toHaveLength(1);
  });

  it('rejects a range longer than 62 days', async () => {
    await expect(
      database.as(ANON, (tx) =>
        tx.query("select * from public.horarios_ocupados('2026-01-01', '2026-04-01')"),
      ),
    ).rejects.toThrow('Rango de fechas inválido');
  });
});

describe('newsletter and contact', () => {
  it('subscribes once, however many times it is asked', async () => {
    for (const email of ['lector@ejemplo.cl', ' LECTOR@ejemplo.cl ']) {
      await database.as(ANON, (tx) =>
        tx.query(`select public.suscribir_newsletter($1, '${AVISO}')`, [email]),
      );
    }
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.suscriptores where lower(email) = 'lector@ejemplo.cl'",
    );
    expect(rows[0]?.n).toBe(1);
    await expect(
      database.as(ANON, (tx) =>
        tx.query(`select public.suscribir_newsletter($1, '${AVISO}')`, ['no-es-correo']),
      ),
    ).rejects.toThrow('Correo electrónico inválido');
  });

  it('stores a contact message once when it is sent twice', async () => {
    const send = () =>
      database.as(ANON, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select public.enviar_mensaje_contacto($1, $2, $3, '${AVISO}') as id`,
          ['Ana', 'ana@ejemplo.cl', 'Necesito ayuda con un despido.'],
        );
        return rows[0]?.id;
      });
    expect(await send()).toBe(await send());
    await expect(
      database.as(ANON, (tx) =>
        tx.query(`select public.enviar_mensaje_contacto($1, $2, $3, '${AVISO}')`, [
          'Ana',
          'ana@ejemplo.cl',
          'corto',
        ]),
      ),
    ).rejects.toThrow('El mensaje debe tener al menos 10 caracteres');
  });
});

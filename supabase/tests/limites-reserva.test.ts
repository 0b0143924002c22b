import { book, bookableSlots, person, together, type Slot } from './support/calls';
import { openTestDatabase, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// Nobody can hold the calendar: one person holds at most 2 upcoming bookings (1 of them free),
// creates at most 5 a day, and a day gives at most 4 free consultations, however the person
// writes their e-mail, phone or RUT, and however many requests arrive at once.

let database: TestDatabase;
let slots: Slot[];
const handedOut = new Set<string>();
const keyOf = (slot: Slot) => `${slot.fecha} ${slot.hora}`;

/** `count` slots nobody holds and no test here was given yet, in date order. */
async function freshSlots(count: number): Promise<Slot[]> {
  const { rows } = await database.db.query<{ k: string }>(
    "select fecha::text || ' ' || hora as k from public.reservas where estado in ('pendiente', 'confirmada')",
  );
  const held = new Set(rows.map((row) => row.k));
  const free = slots.filter((s) => !held.has(keyOf(s)) && !handedOut.has(keyOf(s))).slice(0, count);
  if (free.length < count) throw new Error('no more free slots in the window');
  free.forEach((s) => handedOut.add(keyOf(s)));
  return free;
}
const freshSlot = async (): Promise<Slot> => (await freshSlots(1))[0] as Slot;

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

const activeOf = async (rut: string) => {
  const { rows } = await database.db.query<{ n: number }>(
    `select count(*)::int as n from public.reservas
     where private.clave_rut(rut) = private.clave_rut($1) and estado in ('pendiente', 'confirmada')`,
    [rut],
  );
  return rows[0]?.n ?? 0;
};

describe('an attempt to block the calendar', () => {
  it('holds 2 slots at most, whatever it tries with one e-mail, phone and RUT', async () => {
    const attacker = person(1, 'bloqueo');
    // Every slot of the window, as the attack did (about 180 calls).
    const window = slots;
    const refusals = new Map<string, number>();
    let held = 0;
    for (const slot of window) {
      const result = await book(database, attacker, slot);
      if (result.ok) held += 1;
      else refusals.set(result.error.hint ?? '', (refusals.get(result.error.hint ?? '') ?? 0) + 1);
    }
    expect(held).toBe(2);
    expect([...refusals.keys()]).toEqual(['limite_reservas']);
    expect(await activeOf(attacker.rut)).toBe(2);
  });

  it('recognises the same person written another way', async () => {
    const base = person(2, 'variante');
    for (let i = 0; i < 2; i += 1)
      expect((await book(database, base, await freshSlot())).ok).toBe(true);
    const variants = [
      { ...person(902), email: base.email.toUpperCase().replace('@', '+tag@') },
      { ...person(903), telefono: base.telefono.replace('+569', '9 ').replace(/(\d{4})$/, ' $1') },
      { ...person(904), rut: base.rut.replace(/(\d{2})(\d{3})(\d{3})-/, '$1.$2.$3-') },
    ];
    for (const variant of variants) {
      const result = await book(database, variant, await freshSlot());
      expect(result.ok ? 'reservada' : result.error.hint).toBe('limite_reservas');
    }
  });

  it('holds 2 slots at most when 50 requests of one person arrive at once', async () => {
    const attacker = person(3, 'simultaneo');
    const burst = await freshSlots(50);
    const results = await together(50, (i) => book(database, attacker, burst[i] as Slot));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(
      results.every((r) => r.ok || r.error.hint === 'limite_reservas'),
      'every refusal names its rule',
    ).toBe(true);
    expect(await activeOf(attacker.rut)).toBe(2);
  });

  it('gives one free consultation per person, and 4 per day in all', async () => {
    // The last day of the window: no other test here reaches it.
    const day = slots.at(-1)?.fecha;
    const daySlots = slots.filter((s) => s.fecha === day).slice(0, 7);
    daySlots.forEach((s) => handedOut.add(keyOf(s)));
    const first = person(10, 'gratis');
    expect((await book(database, first, daySlots[0] as Slot, 'gratis')).ok).toBe(true);
    const again = await book(database, first, daySlots[1] as Slot, 'gratis');
    expect(again.ok ? 'reservada' : again.error.hint).toBe('limite_gratuitas');
    for (let i = 1; i <= 3; i += 1) {
      expect(
        (await book(database, person(10 + i, 'gratis'), daySlots[i] as Slot, 'gratis')).ok,
      ).toBe(true);
    }
    const fifth = await book(database, person(20, 'gratis'), daySlots[5] as Slot, 'gratis');
    expect(fifth.ok ? 'reservada' : fifth.error).toMatchObject({
      hint: 'cupo_gratuito',
      message: 'No quedan consultas gratuitas para ese día. Elige otro día o una consulta pagada.',
    });
    const paid = await book(database, person(20, 'gratis'), daySlots[5] as Slot, 'laboral');
    expect(paid.ok).toBe(true);
    const { rows } = await database.as({ role: 'anon' }, (tx) =>
      tx.query<{ fecha: string }>(
        'select fecha::text as fecha from public.dias_sin_cupo_gratuito($1::date, $1::date)',
        [day ?? ''],
      ),
    );
    expect(rows).toEqual([{ fecha: day ?? '' }]);
  });

  it('creates 5 bookings a day at most, even when the earlier ones were cancelled', async () => {
    const churner = person(30, 'rotacion');
    for (let round = 0; round < 5; round += 1) {
      const result = await book(database, churner, await freshSlot());
      expect(result.ok).toBe(true);
      await database.db.query(
        "update public.reservas set estado = 'cancelada' where private.clave_rut(rut) = private.clave_rut($1)",
        [churner.rut],
      );
    }
    const sixth = await book(database, churner, await freshSlot());
    expect(sixth.ok ? 'reservada' : sixth.error.hint).toBe('demasiadas_reservas');
  });

  it('releases the hold a visitor replaces, only when it is theirs', async () => {
    const visitor = person(40, 'cambio');
    const first = await book(database, visitor, await freshSlot());
    if (!first.ok) throw new Error(first.error.message);
    const heldId = first.value[0]?.id ?? '';
    const second = await book(database, visitor, await freshSlot());
    expect(second.ok).toBe(true);
    const stranger = await book(
      database,
      person(41, 'ajeno'),
      await freshSlot(),
      'laboral',
      undefined,
      {
        reemplaza: heldId,
      },
    );
    expect(stranger.ok).toBe(true);
    expect(await activeOf(visitor.rut)).toBe(2);
    const changed = await book(database, visitor, await freshSlot(), 'familia', undefined, {
      reemplaza: heldId,
    });
    expect(changed.ok).toBe(true);
    const { rows } = await database.db.query<{ estado: string }>(
      'select estado::text as estado from public.reservas where id = $1',
      [heldId],
    );
    expect(rows[0]?.estado).toBe('cancelada');
  });

  it('counts a signed-in client by account too, but not staff booking for clients', async () => {
    const cliente = await database.createUser('cuenta-limite@ejemplo.cl');
    for (const n of [50, 51])
      expect((await book(database, person(n), await freshSlot(), 'laboral', cliente)).ok).toBe(
        true,
      );
    const third = await book(database, person(52), await freshSlot(), 'laboral', cliente);
    expect(third.ok ? 'reservada' : third.error.hint).toBe('limite_reservas');

    const abogado = await database.createUser('abogada-limite@ejemplo.cl', 'abogado');
    for (const n of [60, 61, 62]) {
      expect((await book(database, person(n), await freshSlot(), 'laboral', abogado)).ok).toBe(
        true,
      );
    }
  });

  it('refuses a deactivated account, saying why', async () => {
    const cliente = await database.createUser('desactivada-reserva@ejemplo.cl');
    await database.db.query('update public.profiles set is_active = false where user_id = $1', [
      cliente.sub,
    ]);
    const result = await book(database, person(70), await freshSlot(), 'laboral', cliente);
    expect(result.ok ? 'reservada' : result.error.hint).toBe('cuenta_desactivada');
  });
});

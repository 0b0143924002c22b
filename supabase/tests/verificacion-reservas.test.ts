import {
  attempt,
  book,
  bookableSlots,
  person,
  STATEMENTS,
  together,
  type Slot,
} from './support/calls';
import { attemptWithPass, issuePass } from './support/human-pass';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Invented identities cannot take the calendar: while 6 unverified bookings hold upcoming slots,
// each further booking needs a human check (one pass per booking), and beyond 2 unverified
// emergency requests in 24 hours, each further one does too. Staff and confirmed accounts are not
// asked. The count is exact when many arrive at once.

const CEILING = 6;
let database: TestDatabase;
let slots: Slot[];

beforeAll(async () => {
  database = await openTestDatabase();
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

/** Frees the calendar between tests: every booking so far ends, as if cancelled. */
async function clearCalendar() {
  await database.db.query(
    "update public.reservas set estado = 'cancelada' where estado in ('pendiente', 'confirmada')",
  );
}

const held = async () =>
  (
    await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.reservas where estado in ('pendiente', 'confirmada') and not urgente",
    )
  ).rows[0]?.n ?? 0;

const BOOK_SQL = `select id from public.crear_reserva($1, $2, $3, $4, $5::date, $6, 'laboral', 'videollamada', null, null, null, ${STATEMENTS})`;

describe('bookings by invented identities', () => {
  beforeEach(clearCalendar);

  it(`takes ${String(CEILING)} slots without a check, then asks for one per booking`, async () => {
    const started = performance.now();
    const outcomes: string[] = [];
    // Every bookable slot of the window, each by a new invented person.
    for (const [index, slot] of slots.entries()) {
      const result = await book(database, person(50_000 + index, 'inventada'), slot);
      outcomes.push(result.ok ? 'reservada' : (result.error.hint ?? result.error.message));
    }
    const seconds = (performance.now() - started) / 1000;
    expect(outcomes.filter((outcome) => outcome === 'reservada')).toHaveLength(CEILING);
    expect(new Set(outcomes.slice(CEILING))).toEqual(new Set(['verificacion_humana']));
    expect(await held()).toBe(CEILING);
    console.info('sin verificación', {
      intentos: slots.length,
      tomadas: CEILING,
      segundos: Number(seconds.toFixed(1)),
    });
  });

  it('takes one more slot for each check passed, and the pass works once', async () => {
    for (let index = 0; index < CEILING; index += 1)
      expect((await book(database, person(60_000 + index, 'llena'), slots[index] as Slot)).ok).toBe(
        true,
      );
    const pass = await issuePass(database);
    const withPass = (index: number) =>
      attemptWithPass(database, ANON, pass, BOOK_SQL, [
        'Persona Verificada',
        person(61_000 + index, 'verificada').rut,
        `verificada${String(index)}@ejemplo.cl`,
        person(61_000 + index, 'verificada').telefono,
        (slots[CEILING + index] as Slot).fecha,
        (slots[CEILING + index] as Slot).hora,
      ]);
    expect((await withPass(0)).ok).toBe(true);
    const again = await withPass(1);
    expect(again.ok ? 'reservada' : again.error.hint).toBe('verificacion_humana');
    const { rows } = await database.db.query<{ verificada: boolean }>(
      "select verificada from public.reservas where email = 'verificada0@ejemplo.cl'",
    );
    expect(rows[0]?.verificada).toBe(true);
  });

  it('asks again only while unverified bookings hold slots: an expired hold no longer counts', async () => {
    for (let index = 0; index < CEILING; index += 1)
      await book(database, person(70_000 + index, 'vence'), slots[index] as Slot);
    const asked = await book(database, person(70_100, 'vence'), slots[CEILING] as Slot);
    expect(asked.ok ? 'reservada' : asked.error.hint).toBe('verificacion_humana');
    // The paid holds were never paid: their 2 hours pass.
    await database.db.query(
      "update public.reservas set expira_en = now() - interval '1 minute' where email like 'vence%'",
    );
    expect((await book(database, person(70_101, 'vence'), slots[CEILING] as Slot)).ok).toBe(true);
  });

  it('does not ask staff, nor an account whose address is confirmed', async () => {
    for (let index = 0; index < CEILING; index += 1)
      await book(database, person(80_000 + index, 'antes'), slots[index] as Slot);
    const admin = await database.createUser('admin-verif@ejemplo.cl', 'admin');
    const confirmed = await database.createUser('confirmada-verif@ejemplo.cl');
    const unconfirmed = await database.createUser('sin-confirmar-verif@ejemplo.cl');
    await database.db.query(
      "update auth.users set email_confirmed_at = now() where email = 'confirmada-verif@ejemplo.cl'",
    );
    await database.db.query(
      "update auth.users set email_confirmed_at = null where email = 'sin-confirmar-verif@ejemplo.cl'",
    );
    const byStaff = await book(
      database,
      person(80_100, 'staff'),
      slots[CEILING] as Slot,
      'laboral',
      admin,
    );
    const byAccount = await book(
      database,
      { ...person(80_101, 'cuenta'), email: 'confirmada-verif@ejemplo.cl' },
      slots[CEILING + 1] as Slot,
      'laboral',
      confirmed,
    );
    const byNewAccount = await book(
      database,
      { ...person(80_102, 'nueva'), email: 'sin-confirmar-verif@ejemplo.cl' },
      slots[CEILING + 2] as Slot,
      'laboral',
      unconfirmed,
    );
    expect(
      [byStaff, byAccount, byNewAccount].map((r) => (r.ok ? 'reservada' : r.error.hint)),
    ).toEqual(['reservada', 'reservada', 'verificacion_humana']);
  });

  it('holds the ceiling exactly when 50 invented people book at the same moment', async () => {
    const outcomes = await together(50, (index) =>
      book(database, person(90_000 + index, 'carrera'), slots[index] as Slot),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error.hint]));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(CEILING);
    expect(new Set(refused)).toEqual(new Set(['verificacion_humana']));
    expect(await held()).toBe(CEILING);
  });
});

describe('emergency requests by invented identities', () => {
  const URGENT_SQL = `select id from public.crear_solicitud_urgente($1, $2, $3, $4, $5, null, ${STATEMENTS})`;
  const urgent = (index: number, caller: Caller = ANON) => {
    const who = person(95_000 + index, 'urgencia');
    return attempt(database, caller, URGENT_SQL, [
      who.nombre,
      who.rut,
      who.email,
      who.telefono,
      'Me detuvieron a mi hermano esta madrugada y necesito orientación.',
    ]);
  };

  it('alert a lawyer at most twice in 24 hours without a check, then one per check', async () => {
    const outcomes = [];
    for (let index = 0; index < 10; index += 1) {
      const result = await urgent(index);
      outcomes.push(result.ok ? 'recibida' : result.error.hint);
    }
    expect(outcomes).toEqual([
      'recibida',
      'recibida',
      ...Array<string>(8).fill('verificacion_humana'),
    ]);
    const who = person(95_100, 'urgencia');
    const passed = await attemptWithPass(database, ANON, await issuePass(database), URGENT_SQL, [
      who.nombre,
      who.rut,
      who.email,
      who.telefono,
      'Me detuvieron a mi hermano esta madrugada y necesito orientación.',
    ]);
    expect(passed.ok).toBe(true);
  });
});

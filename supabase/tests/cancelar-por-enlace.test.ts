import { attempt, bookableSlots, book, person, type Slot } from './support/calls';
import { raiseUnverifiedCeilings } from './support/ceilings';
import { jsonCall } from './support/payments';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// Cancelling by the link of the confirmation (cancelar_reserva_por_token): the booking's secret
// stands for its owner, under the rules of cancelar_reserva (states, 4 hours, the time freed).

let database: TestDatabase;
let cliente: Caller;
let slots: Slot[];

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  cliente = await database.createUser('cliente-enlace@ejemplo.cl');
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

let people = 0;
let nextSlot = 0;
/** A booking on the next free slot of the window (the test database's one lawyer takes it). */
async function booked(caller: Caller = ANON): Promise<{ id: string; token: string; slot: Slot }> {
  const slot = slots[nextSlot];
  nextSlot += 1;
  if (!slot) throw new Error('no slot left');
  const outcome = await book(database, person((people += 1), 'enlace'), slot, 'laboral', caller);
  if (!outcome.ok) throw new Error(`crear_reserva: ${outcome.error.message}`);
  const id = outcome.value[0]?.id ?? '';
  const { rows } = await database.db.query<{ token_gestion: string }>(
    'select token_gestion from public.reservas where id = $1',
    [id],
  );
  return { id, token: rows[0]?.token_gestion ?? '', slot };
}

const cancelByToken = (token: string | null, caller: Caller = ANON) =>
  jsonCall(database, caller, 'select public.cancelar_reserva_por_token($1) as r', [token]);

const hintOf = (outcome: { ok: boolean; error?: { hint: string | null } }) =>
  outcome.ok ? 'ok' : (outcome.error?.hint ?? 'sin_hint');

async function estado(id: string): Promise<string> {
  const { rows } = await database.db.query<{ estado: string }>(
    'select estado::text as estado from public.reservas where id = $1',
    [id],
  );
  return rows[0]?.estado ?? '';
}

const occupied = async (fecha: string) => {
  const outcome = await attempt<{ hora: string }>(
    database,
    ANON,
    'select hora from public.horarios_ocupados($1::date, $1::date, null)',
    [fecha],
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.map((r) => r.hora);
};

describe('cancelar_reserva_por_token', () => {
  it('cancels with the booking’s secret, answers only the summary, and frees the time', async () => {
    const { id, token, slot } = await booked();
    expect(await occupied(slot.fecha)).toContain(slot.hora);
    const notices = async () =>
      (
        await database.db.query<{ n: number }>(
          'select count(*)::int as n from public.notificaciones where reserva_id = $1',
          [id],
        )
      ).rows[0]?.n;
    const before = await notices();

    const cancelled = await cancelByToken(token);
    expect(cancelled.ok && cancelled.r).toMatchObject({
      id,
      estado: 'cancelada',
      fecha: slot.fecha,
      hora: slot.hora,
      sin_reagendar: 'estado',
    });
    // What reserva_por_token shows, nothing more: no name, address, phone, document or secret.
    expect(cancelled.ok && Object.keys(cancelled.r).sort()).toEqual([
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
    expect(await estado(id)).toBe('cancelada');
    // The lawyer's half hours are free at once: the time is offered and another person books it.
    expect(await occupied(slot.fecha)).not.toContain(slot.hora);
    expect((await book(database, person((people += 1), 'enlace'), slot)).ok).toBe(true);
    // As cancelar_reserva: no notice is queued.
    expect(await notices()).toBe(before);
  });

  it('refuses a wrong, short or missing secret as reserva_por_token does', async () => {
    const { id } = await booked();
    for (const token of ['z'.repeat(64), 'corto', '', null]) {
      const refused = await cancelByToken(token);
      expect(!refused.ok && refused.error).toMatchObject({
        hint: 'enlace_invalido',
        message: 'El enlace no es válido',
      });
    }
    expect(await estado(id)).toBe('pendiente');
  });

  it('cancels only the booking of its own secret', async () => {
    const mine = await booked();
    const other = await booked();
    expect(hintOf(await cancelByToken(other.token))).toBe('ok');
    expect(await estado(other.id)).toBe('cancelada');
    expect(await estado(mine.id)).toBe('pendiente');
  });

  it('refuses a booking already cancelled, by the link or by its owner', async () => {
    const { id, token } = await booked(cliente);
    expect(hintOf(await cancelByToken(token))).toBe('ok');
    const again = await cancelByToken(token);
    expect(!again.ok && again.error).toMatchObject({
      hint: 'transicion_invalida',
      message: 'Esta reserva ya no se puede cancelar',
    });
    const byOwner = await attempt(database, cliente, 'select public.cancelar_reserva($1)', [id]);
    expect(!byOwner.ok && byOwner.error.message).toBe('Esta reserva ya no se puede cancelar');
  });

  it('works for a signed-in caller too, and the owner still cancels under the same rules', async () => {
    const byLink = await booked(cliente);
    expect(hintOf(await cancelByToken(byLink.token, cliente))).toBe('ok');
    const byOwner = await booked(cliente);
    const outcome = await attempt<{ estado: string }>(
      database,
      cliente,
      'select estado::text as estado from public.cancelar_reserva($1)',
      [byOwner.id],
    );
    expect(outcome.ok && outcome.value).toEqual([{ estado: 'cancelada' }]);
  });

  it('refuses within 4 hours of the consultation, and allows it just before', async () => {
    // The clock cannot move in SQL (cancelling reads now()), so move the bookings instead: to
    // 3 h 50 min and 4 h 10 min from now. Those times are not slots, so this throwaway database
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
    const soon = await booked();
    const later = await booked();
    await moveTo(soon.id, 230);
    await moveTo(later.id, 250);
    const refused = await cancelByToken(soon.token);
    expect(!refused.ok && refused.error).toMatchObject({
      hint: 'fuera_de_plazo',
      message: 'Solo puedes cancelar hasta 4 horas antes de la consulta',
    });
    expect(await estado(soon.id)).toBe('pendiente');
    expect(hintOf(await cancelByToken(later.token))).toBe('ok');
  });

  it('gives a visitor nothing else: the bookings table stays closed, the private function too', async () => {
    const { token } = await booked();
    const table = await attempt(database, ANON, 'select * from public.reservas', []);
    expect(table.ok ? table.value : 'refused').toSatisfy(
      (value: unknown) => value === 'refused' || (Array.isArray(value) && value.length === 0),
    );
    const shared = await attempt(
      database,
      ANON,
      'select private.cancelar_reserva_cliente(r) from public.reservas r',
      [],
    );
    expect(shared.ok).toBe(false);
    const byId = await attempt(database, ANON, 'select public.cancelar_reserva($1)', [token]);
    expect(byId.ok).toBe(false);
  });
});

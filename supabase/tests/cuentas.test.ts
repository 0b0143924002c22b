import { attempt, book, bookableSlots, person, type Slot } from './support/calls';
import { openTestDatabase, type Caller, type TestDatabase } from './test-database';

// An account edits its name and phone only; a deactivated account reads, books and changes
// nothing; a sign-up never fails over its optional extras, and a refused address is told so.

let database: TestDatabase;
let slots: Slot[];
let cliente: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  slots = await bookableSlots(database, 2);
  cliente = await database.createUser('cliente-cuenta@ejemplo.cl');
});
afterAll(() => database.close());

const ownProfile = (caller: Caller, set: string) =>
  attempt(database, caller, `update public.profiles set ${set} where user_id = $1 returning id`, [
    caller.sub,
  ]);

describe('an account', () => {
  it.each([
    ['its e-mail', "email = 'otra@ejemplo.cl'"],
    ['its id', 'id = gen_random_uuid()'],
    ['its user', 'user_id = gen_random_uuid()'],
    ['its creation date', "created_at = '2000-01-01'"],
  ])('cannot change %s', async (_what, set) => {
    const result = await ownProfile(cliente, set);
    expect(result.ok ? 'cambiado' : result.error.code).toBe('42501');
  });

  it('changes its name and phone, within the same rules as every form', async () => {
    expect(
      (await ownProfile(cliente, "nombre = 'Carla Ruiz', telefono = '+56 9 8765 4321'")).ok,
    ).toBe(true);
    const bad = await ownProfile(cliente, "telefono = '<b>1</b>'");
    expect(bad.ok).toBe(false);
  });

  it('follows the sign-in address when it changes', async () => {
    await database.db.query(
      "update auth.users set email = 'nueva-direccion@ejemplo.cl' where id = $1",
      [cliente.sub],
    );
    const { rows } = await database.db.query<{ email: string }>(
      'select email from public.profiles where user_id = $1',
      [cliente.sub],
    );
    expect(rows[0]?.email).toBe('nueva-direccion@ejemplo.cl');
  });

  it('keeps no right once deactivated', async () => {
    const inactiva = await database.createUser('inactiva-cuenta@ejemplo.cl');
    const booked = await book(
      database,
      person(900, 'propia'),
      slots[0] as Slot,
      'laboral',
      inactiva,
    );
    if (!booked.ok) throw new Error(booked.error.message);
    const id = booked.value[0]?.id;
    await database.db.query('update public.profiles set is_active = false where user_id = $1', [
      inactiva.sub,
    ]);
    const own = await attempt(database, inactiva, 'select id from public.reservas');
    expect(own).toEqual({ ok: true, value: [] });
    const again = await book(
      database,
      person(901, 'propia'),
      slots[1] as Slot,
      'laboral',
      inactiva,
    );
    expect(again.ok ? 'reservada' : again.error.hint).toBe('cuenta_desactivada');
    const cancel = await attempt(database, inactiva, 'select public.cancelar_reserva($1)', [id]);
    expect(cancel.ok ? 'cancelada' : cancel.error.hint).toBe('cuenta_desactivada');
    const edit = await ownProfile(inactiva, "nombre = 'Otro Nombre'");
    expect(edit).toEqual({ ok: true, value: [] });
    const profile = await attempt(database, inactiva, 'select is_active from public.profiles');
    expect(profile).toEqual({ ok: true, value: [{ is_active: false }] });
  });
});

describe('a sign-up', () => {
  it('gets a profile even when its optional name or phone would break the rules', async () => {
    const { rows } = await database.db.query<{ id: string }>(
      `insert into auth.users (email, raw_user_meta_data)
       values ('extras-raros@ejemplo.cl', '{"nombre": "Ana\\u0007", "telefono": "<b>x</b>"}'::jsonb)
       returning id`,
    );
    const profile = await database.db.query<{ nombre: string; telefono: string | null }>(
      'select nombre, telefono from public.profiles where user_id = $1',
      [rows[0]?.id],
    );
    expect(profile.rows).toEqual([{ nombre: '', telefono: null }]);
  });

  it('in the embedded mode, refuses an address the profile would refuse, in Spanish', async () => {
    for (const email of ['<script>@x.cl', 'ana@ejemplo', 'a b@ejemplo.cl']) {
      try {
        await database.db.query("select embedded_auth.registrar($1, 'clave-segura', 'Ana', null)", [
          email,
        ]);
        throw new Error(`aceptó ${email}`);
      } catch (error) {
        expect(error).toMatchObject({
          hint: 'email_invalido',
          message: 'Correo electrónico inválido',
        });
      }
    }
  });
});

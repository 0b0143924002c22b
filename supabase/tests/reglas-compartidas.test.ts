import { CREAR_RESERVA_ARGS } from '../../src/backend/crear-reserva-args';
import { SLOT_TIMES } from '../../src/booking/model/slot-times';
import { EMAIL_ONLY_EVENTS, NOTIFY_EVENTS } from '../functions/_shared/notify/notice-kinds';
import { openTestDatabase, type TestDatabase } from './test-database';

// Rules that the database and the TypeScript code both state: each is written once on each side
// and tied here, so changing one side alone fails.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The quoted strings of a constraint's definition, e.g. the values of a `tipo in (…)` check. */
const quoted = (definition: string): string[] =>
  [...definition.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');

describe('rules stated in SQL and in TypeScript', () => {
  it('offer the same consultation start times (slot picker and private.horarios_del_dia)', async () => {
    const { rows } = await database.db.query<{ horas: string[] }>(
      'select private.horarios_del_dia() as horas',
    );
    expect(rows[0]?.horas).toEqual([...SLOT_TIMES]);
  });

  it('know the same kinds of notice (the protocol and the notice log’s check)', async () => {
    const { rows } = await database.db.query<{ definicion: string }>(
      `select pg_get_constraintdef(c.oid) as definicion from pg_constraint c
       where c.conrelid = 'public.notificaciones'::regclass and c.contype = 'c'
         and c.conname = 'notificaciones_tipo_check'`,
    );
    expect(rows).toHaveLength(1);
    expect(quoted(rows[0]?.definicion ?? '').sort()).toEqual([...NOTIFY_EVENTS].sort());
  });

  it('know the same kinds that only e-mail carries (the protocol and the notice log’s check)', async () => {
    const { rows } = await database.db.query<{ definicion: string }>(
      `select pg_get_constraintdef(c.oid) as definicion from pg_constraint c
       where c.conrelid = 'public.notificaciones'::regclass and c.contype = 'c'
         and c.conname = 'notificaciones_solo_correo'`,
    );
    expect(rows).toHaveLength(1);
    const kinds = quoted(rows[0]?.definicion ?? '').filter((value) => value !== 'email');
    expect(kinds.sort()).toEqual([...EMAIL_ONLY_EVENTS].sort());
  });

  it('name and type the same arguments of public.crear_reserva, in the same order (both adapters’ call)', async () => {
    // ::regproc fails if public.crear_reserva were ever overloaded: the adapters call one.
    const { rows } = await database.db.query<{ nombres: string[]; tipos: string[] }>(
      `select p.proargnames as nombres,
              array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[])
                    with ordinality as t(oid, n) order by t.n) as tipos
       from pg_proc p where p.oid = 'public.crear_reserva'::regproc`,
    );
    expect(rows).toHaveLength(1);
    const declared = CREAR_RESERVA_ARGS.map(({ name, type }) => `${name} ${type}`);
    const signature = (rows[0]?.nombres ?? []).map(
      (name, index) => `${name} ${rows[0]?.tipos[index] ?? '(sin tipo)'}`,
    );
    expect(signature).toEqual(declared);
    expect(rows[0]?.tipos).toHaveLength(CREAR_RESERVA_ARGS.length);
  });
});

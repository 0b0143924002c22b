import { SLOT_TIMES } from '../../src/booking/model/slot-times';
import { NOTIFY_EVENTS } from '../functions/_shared/notify/notice-kinds';
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
         and pg_get_constraintdef(c.oid) like '%tipo%'`,
    );
    expect(rows).toHaveLength(1);
    expect(quoted(rows[0]?.definicion ?? '').sort()).toEqual([...NOTIFY_EVENTS].sort());
  });
});

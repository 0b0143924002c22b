import { attempt, together } from './support/calls';
import { openTestDatabase, type Caller, type TestDatabase } from './test-database';

// The firm always keeps one active admin: not by a bulk delete or update, and not when two admins
// demote or deactivate each other at the same moment (they take turns, and the second is refused).

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const activeAdmins = async () =>
  (
    await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.profiles where role = 'admin' and is_active",
    )
  ).rows[0]?.n ?? 0;

/** Leaves exactly these two active admins. */
async function twoAdmins(run: number): Promise<[Caller, Caller]> {
  await database.db.query("update public.profiles set role = 'cliente' where role = 'admin'");
  const a = await database.createUser(`admin-a-${String(run)}@ejemplo.cl`, 'admin');
  const b = await database.createUser(`admin-b-${String(run)}@ejemplo.cl`, 'admin');
  return [a, b];
}

describe('the last active admin', () => {
  it('survives an admin’s bulk delete and bulk demotion', async () => {
    const [a] = await twoAdmins(0);
    const deleted = await attempt(database, a, "delete from public.profiles where role = 'admin'");
    expect(deleted.ok ? 'borrados' : deleted.error).toMatchObject({
      hint: 'ultimo_admin',
      message: 'Debe quedar al menos un administrador activo',
    });
    const demoted = await attempt(
      database,
      a,
      "update public.profiles set is_active = false where role = 'admin'",
    );
    // Refused either as the last admin or, once the statement reached the caller's own row, as a
    // change only an active admin may make: either way nothing changed.
    expect(demoted.ok ? 'desactivados' : demoted.error.hint).toMatch(
      /^(ultimo_admin|acceso_denegado)$/,
    );
    expect(await activeAdmins()).toBe(2);
  });

  it('survives two admins demoting or deactivating each other at the same moment, 20 times', async () => {
    for (let run = 1; run <= 20; run += 1) {
      const [a, b] = await twoAdmins(run);
      const change =
        run % 2 === 0
          ? "update public.profiles set role = 'cliente' where user_id = $1 returning id"
          : 'update public.profiles set is_active = false where user_id = $1 returning id';
      const results = await Promise.all([
        attempt(database, a, change, [b.sub]),
        attempt(database, b, change, [a.sub]),
      ]);
      // One change goes through. The other is refused, by whichever rule saw the first one
      // first: the last admin (both ran at once), or no longer being admin (the first had
      // committed); when they took turns entirely (PGlite) it finds nothing it may change.
      const changed = results.filter((r) => r.ok && r.value.length === 1);
      expect(changed).toHaveLength(1);
      for (const other of results.filter((r) => !(r.ok && r.value.length === 1))) {
        const outcome = other.ok ? `${String(other.value.length)} filas` : other.error.hint;
        expect(['0 filas', 'ultimo_admin', 'acceso_denegado']).toContain(outcome);
      }
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('survives 50 admins deactivating themselves at once', async () => {
    await database.db.query("update public.profiles set role = 'cliente' where role = 'admin'");
    const admins: Caller[] = [];
    for (let i = 0; i < 50; i += 1)
      admins.push(await database.createUser(`admin-masivo-${String(i)}@ejemplo.cl`, 'admin'));
    const results = await together(50, (i) =>
      attempt(
        database,
        admins[i] as Caller,
        'update public.profiles set is_active = false where user_id = $1',
        [admins[i]?.sub],
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(49);
    expect(await activeAdmins()).toBe(1);
  });
});

import { LINTS } from './advisor-lints';
import { openTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function findings(run: (sql: string) => Promise<{ rows: { finding: string }[] }>) {
  const found: string[] = [];
  for (const lint of LINTS) {
    const { rows } = await run(lint.sql);
    found.push(...rows.map((row) => `${lint.level} ${lint.id}: ${row.finding}`));
  }
  return found;
}

describe('database advisor lints', () => {
  it('find no WARN or ERROR in the migrated schema', async () => {
    expect(await findings((sql) => database.db.query<{ finding: string }>(sql))).toEqual([]);
  });

  it('catch each mistake they exist for', async () => {
    // Every mistake made inside a transaction that is rolled back afterwards (db is one session
    // on both engines, so begin and rollback frame everything in between).
    await database.db.exec('begin');
    let found: string[];
    try {
      await database.db.exec(`
          create table public.sin_rls (id int);
          grant select on public.sin_rls to anon;
          create table public.con_rls_sin_politica (id int);
          alter table public.con_rls_sin_politica enable row level security;
          create function public.sin_search_path() returns int language sql as 'select 1';
          create function public.definer_expuesta() returns int language sql security definer
            set search_path = '' as 'select 1';
          grant execute on function public.definer_expuesta() to anon;
          create policy "uid sin select" on public.reservas for select to authenticated
            using (user_id = auth.uid());
          create policy "insertar todo" on public.suscriptores for insert to authenticated
            with check (true);
          create policy "metadata" on public.pagos for select to authenticated
            using ((auth.jwt() -> 'user_metadata' ->> 'rol') = 'admin');
        `);
      found = await findings((sql) => database.db.query<{ finding: string }>(sql));
    } finally {
      await database.db.exec('rollback');
    }
    const ids = new Set(found.map((line) => line.split(':')[0]?.split(' ')[1]));
    expect([...ids].sort()).toEqual(
      [
        '0013_rls_disabled_in_public',
        '0008_rls_enabled_no_policy',
        '0011_function_search_path_mutable',
        '0028_0029_security_definer_function_executable',
        '0003_auth_rls_initplan',
        '0006_multiple_permissive_policies',
        '0024_permissive_rls_policy',
        '0015_rls_references_user_metadata',
        'anon_table_access',
      ].sort(),
    );
  });
});

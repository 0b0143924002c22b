import type { MigrationSession } from './migrate';

/**
 * A browser's first database is a snapshot built with the site (scripts/lib/database-snapshot.ts),
 * not one created on the visit. What the seed stored is the same either way except its times: the
 * demo accounts were created, confirmed and given their authenticator when the snapshot was
 * built, which may be weeks before the visit. Rules that read those times (recent sign-ups,
 * retention periods) must see an account as new as before, so the first open moves every stored
 * instant forward by the snapshot's age, keeping their order. Dates (holidays, the legal texts'
 * dates) are not instants of the seed and stay as they are.
 *
 * Moving them when the snapshot is opened, rather than building a snapshot without them, keeps
 * one seed for every start; it costs one statement, once per browser.
 */

/**
 * The stored instants: every column of type timestamptz in the site's tables (not Postgres's, nor
 * the migrations' records), as (schema, table, column).
 */
const INSTANT_COLUMNS = `
  select c.table_schema, c.table_name, c.column_name
  from information_schema.columns c
  join information_schema.tables t using (table_schema, table_name)
  where t.table_type = 'BASE TABLE'
    and c.data_type = 'timestamp with time zone'
    and c.is_generated = 'NEVER'
    and c.table_schema not in ('pg_catalog', 'information_schema', 'supabase_migrations')`;

/**
 * Run when the snapshot is built: records when, for the first open to measure its age, and which
 * of those columns the seed filled. Listing them here spares every first visit the search: the
 * catalogue's views took about 0.4 s of a 2.5 s start in Chromium on a 2-core machine, and
 * only a handful of the 55 columns hold a value.
 */
export const SNAPSHOT_MARK_SQL = `
  create table supabase_migrations.embedded_snapshot (
    built_at timestamptz not null default now(),
    opened_at timestamptz
  );
  insert into supabase_migrations.embedded_snapshot default values;
  create table supabase_migrations.embedded_snapshot_instants (
    table_schema text not null,
    table_name text not null,
    column_name text not null
  );
  do $$
  declare
    col record;
    filled boolean;
  begin
    for col in ${INSTANT_COLUMNS} loop
      execute format('select exists (select from %I.%I where %I is not null)',
        col.table_schema, col.table_name, col.column_name) into filled;
      if filled then
        insert into supabase_migrations.embedded_snapshot_instants
        values (col.table_schema, col.table_name, col.column_name);
      end if;
    end loop;
  end $$;`;

/**
 * Moves the seed's instants to the first open, once; a database that did not come from a
 * snapshot, or was already opened, is left alone. Triggers stay off meanwhile: this is no one's
 * edit (no audit entry, no "updated at"). A snapshot built before the columns were listed is
 * searched as it was then.
 */
const ADOPT_SNAPSHOT_SQL = `
do $$
declare
  age interval;
  col record;
begin
  if to_regclass('supabase_migrations.embedded_snapshot') is null then
    return;
  end if;
  select now() - built_at into age from supabase_migrations.embedded_snapshot
  where opened_at is null;
  if age is null then
    return;
  end if;
  perform set_config('session_replication_role', 'replica', true);
  for col in execute case
    when to_regclass('supabase_migrations.embedded_snapshot_instants') is null
      then $q$${INSTANT_COLUMNS}$q$
    else 'select table_schema, table_name, column_name
          from supabase_migrations.embedded_snapshot_instants'
  end
  loop
    execute format('update %I.%I set %I = %I + $1 where %I is not null',
      col.table_schema, col.table_name, col.column_name, col.column_name, col.column_name)
      using age;
  end loop;
  update supabase_migrations.embedded_snapshot set opened_at = now();
end $$`;

/**
 * Adopts a snapshot opened for the first time (see above). One statement, which checks for
 * itself: a returning visitor's start pays one round trip for it.
 */
export async function adoptSnapshot(db: MigrationSession): Promise<void> {
  await db.exec(ADOPT_SNAPSHOT_SQL);
}

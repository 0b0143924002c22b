import type { TestDatabase } from '../test-database';

/** Moves the database's clock (private.ahora) to an instant, or back to now() with null. */
export async function clockAt(database: TestDatabase, instant: Date | null): Promise<void> {
  const value = instant === null ? 'now()' : `'${instant.toISOString()}'::timestamptz`;
  await database.db.exec(
    `create or replace function private.ahora() returns timestamptz
     language sql stable set search_path = '' as $$ select ${value} $$`,
  );
}

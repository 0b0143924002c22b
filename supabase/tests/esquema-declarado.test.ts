/**
 * supabase/schemas/ says what the migrations build. The files are the migrated database's
 * pg_dump split by domain, so this test dumps its own migrated database the same way and
 * compares the text byte for byte: a migration that changes a function, a grant or a policy
 * without `npm run db:schema` fails here, and so does a hand edit of the files.
 *
 * Only on the real-server tier: it needs pg_dump, which PGlite has no counterpart of. The tier
 * already migrated a template for the run, so this costs one clone and one dump.
 */
import { inject } from 'vitest';
import { splitDump } from '../../scripts/lib/declared-schema';
import { firstDifference, readDeclaredSchema } from '../../scripts/lib/declared-schema-files';
import { dumpSchema } from './engine/schema-dump';
import { openTestDatabase, testEngine, type TestDatabase } from './test-database';

const onRealServer = testEngine() === 'postgres';

describe.runIf(onRealServer)('supabase/schemas', () => {
  let database: TestDatabase;
  let generated: Map<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = await database.db.query<{ name: string }>('select current_database() as name');
    generated = splitDump(await dumpSchema(inject('postgresCluster'), rows[0]?.name ?? ''));
  });
  afterAll(() => database.close());

  it('holds what the migrations build, file by file', () => {
    const difference = firstDifference(readDeclaredSchema(), generated);
    const report =
      'supabase/schemas/ no coincide con las migraciones: regenéralo con npm run db:schema ' +
      `y confirma ambos cambios.\n${difference ?? ''}`;
    expect(difference === undefined, report).toBe(true);
  });

  it('gives every table and function a domain', () => {
    expect([...generated.keys()]).not.toContain('otros.sql');
  });
});

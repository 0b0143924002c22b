import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { embeddedSetup, migrationFiles } from '../../../supabase/tests/test-database';
import { fingerprint, migrate } from './migrate';

describe('migrate', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  });
  afterAll(() => db.close());

  it('applies everything once, then leaves an up-to-date database alone', async () => {
    const all = migrationFiles();
    expect(await migrate(db, embeddedSetup(), all)).toEqual(all.map((m) => m.version));
    const exec = vi.spyOn(db, 'exec');
    expect(await migrate(db, embeddedSetup(), all)).toEqual([]);
    expect(exec).not.toHaveBeenCalled();
    exec.mockRestore();
  });

  it('runs the setup again when it changed, and only the new migrations', async () => {
    const setup = [...embeddedSetup(), "comment on schema embedded_auth is 'v2'"];
    const extra = {
      version: '99990101000000',
      name: 'extra',
      sql: 'create table public.extra (id int)',
    };
    expect(await migrate(db, setup, [...migrationFiles(), extra])).toEqual(['99990101000000']);
    const { rows } = await db.query<{ c: string }>(
      "select obj_description('embedded_auth'::regnamespace) as c",
    );
    expect(rows[0]?.c).toBe('v2');
  });

  it('fingerprints text deterministically', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
  });
});

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

  it('brings the sign-in of a database kept from before addresses were confirmed up to date', async () => {
    // What an older browser holds: the sign-up that confirmed at once, an account made with it,
    // no confirmation links, and the fingerprint of that older setup.
    await db.exec(`
      drop function embedded_auth.registrarse(text, text, text, text, text);
      drop function embedded_auth.registrar(text, text, text, text, text, boolean);
      drop table embedded_auth.confirmaciones;
      create function embedded_auth.registrar(
        p_email text, p_clave text, p_nombre text, p_telefono text, p_aviso_version text default null
      ) returns uuid language sql as $$
        insert into auth.users (email, encrypted_password, email_confirmed_at)
        values (lower(p_email), extensions.crypt(p_clave, extensions.gen_salt('bf', 4)), now())
        returning id
      $$;
      select embedded_auth.registrar('antes@ejemplo.cl', 'clave-segura', 'Antes', null);
      update supabase_migrations.embedded_setup set hash = 'antes';`);

    expect(await migrate(db, embeddedSetup(), migrationFiles())).toEqual([]);
    const { rows } = await db.query<{ args: string }>(
      `select pg_get_function_identity_arguments(p.oid) as args from pg_proc p
       where p.pronamespace = 'embedded_auth'::regnamespace and p.proname = 'registrar'`,
    );
    expect(rows.map((r) => r.args)).toEqual([
      'p_email text, p_clave text, p_nombre text, p_telefono text, p_aviso_version text, p_confirmado boolean',
    ]);
    // Its account keeps its confirmed address and signs in; a new sign-up waits for its link.
    const kept = await db.query<{ id: string | null }>(
      "select embedded_auth.ingresar('antes@ejemplo.cl', 'clave-segura') as id",
    );
    expect(kept.rows[0]?.id).toBeTruthy();
    const fresh = await db.query<{ token: string | null }>(
      "select embedded_auth.registrarse('despues@ejemplo.cl', 'clave-segura', 'Después', null) as token",
    );
    expect(fresh.rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fingerprints text deterministically', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
  });
});

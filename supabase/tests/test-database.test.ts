/**
 * The test API itself: both engines return the same values, counts and errors, and run callers
 * the same way, so every other file here can assert the same things on either.
 */
import {
  ANON,
  openTestDatabase,
  testEngine,
  type Caller,
  type Queryable,
  type TestDatabase,
} from './test-database';
import { PRIVACY_POLICY_VERSION } from '../../src/content/legal/versions';

const AVISO = PRIVACY_POLICY_VERSION.version;

let database: TestDatabase;
let cliente: Caller;
beforeAll(async () => {
  database = await openTestDatabase();
  cliente = await database.createUser('motor@ejemplo.cl');
});
afterAll(() => database.close());

async function failure(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await run();
  } catch (error) {
    return { ...(error as Record<string, unknown>), message: (error as Error).message };
  }
  throw new Error('expected a failure');
}

describe('values', () => {
  it('come back as PGlite returns them', async () => {
    const { rows } = await database.db.query(
      `select 7::int4 as int4, 8::int8 as int8, count(*) as count, 9007199254740993::int8 as huge,
              1.5::numeric as numeric, 2.5::float8 as float8, true as bool, 'x'::text as text,
              '2026-03-10'::date as date, '2026-03-10 12:00:00+00'::timestamptz as timestamptz,
              '1 day'::interval as interval, '{1,2}'::int8[] as int8s, '{2026-03-10}'::date[] as dates,
              '{"a": 1}'::jsonb as jsonb, '\\x0102'::bytea as bytea,
              'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as uuid, null::int4 as nothing`,
    );
    expect(rows[0]).toEqual({
      int4: 7,
      int8: 8,
      count: 1,
      huge: 9007199254740993n,
      numeric: '1.5',
      float8: 2.5,
      bool: true,
      text: 'x',
      date: new Date('2026-03-10T00:00:00Z'),
      timestamptz: new Date('2026-03-10T12:00:00Z'),
      interval: '1 day',
      int8s: [1, 2],
      dates: [new Date('2026-03-10T00:00:00Z')],
      jsonb: { a: 1 },
      bytea: new Uint8Array([1, 2]),
      uuid: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
      nothing: null,
    });
    expect(rows[0]?.bytea?.constructor).toBe(Uint8Array);
  });

  it('count the rows an insert, update or delete touched, and 0 for a select', async () => {
    await database.db.exec('create table public.conteo (n int)');
    const counts = [
      await database.db.query('insert into public.conteo values (1), (2), (3)'),
      await database.db.query('update public.conteo set n = n + 1 where n > 1'),
      await database.db.query('select * from public.conteo'),
      await database.db.query('delete from public.conteo returning n'),
    ].map((result) => result.affectedRows);
    expect(counts).toEqual([3, 2, 0, 3]);
    await database.db.exec('drop table public.conteo');
  });
});

describe('errors', () => {
  it('keep the message, the SQLSTATE code, the detail and the hint', async () => {
    const raise = `do $$ begin
      raise exception 'Algo falló' using errcode = '22023', detail = 'el detalle', hint = 'la pista';
    end $$`;
    const expected = {
      message: 'Algo falló',
      code: '22023',
      detail: 'el detalle',
      hint: 'la pista',
    };
    expect(await failure(() => database.db.query(raise))).toMatchObject(expected);
    expect(await failure(() => database.db.exec(raise))).toMatchObject(expected);
    expect(await failure(() => database.as(ANON, (tx) => tx.query(raise)))).toMatchObject(expected);
  });

  it('of the database functions reach the test as raised', async () => {
    const error = await failure(() =>
      database.as(ANON, (tx) => tx.query('select public.estadisticas()')),
    );
    expect(error).toMatchObject({ code: '42501' });
    expect(error.message).toMatch(/permission denied/);
  });
});

describe('as', () => {
  it('runs as the caller, with its claims, in one transaction', async () => {
    const seen = await database.as(cliente, async (tx) => {
      const { rows } = await tx.query<{ who: string; uid: string; role: string }>(
        'select current_user as who, auth.uid()::text as uid, auth.role() as role',
      );
      return rows[0];
    });
    expect(seen).toEqual({ who: 'authenticated', uid: cliente.sub, role: 'authenticated' });
    const after = await database.db.query<{ who: string }>('select current_user as who');
    expect(after.rows[0]?.who).toBe('postgres');
  });

  it('commits what fn did, and rolls back everything when fn throws', async () => {
    const count = async () =>
      (
        await database.db.query<{ n: number }>(
          "select count(*) as n from public.suscriptores where email like 'motor-%'",
        )
      ).rows[0]?.n;
    const subscribe = (tx: Queryable, email: string) =>
      tx.query(`select public.suscribir_newsletter($1, '${AVISO}')`, [email]);
    await database.as(ANON, (tx) => subscribe(tx, 'motor-1@ejemplo.cl'));
    await expect(
      database.as(ANON, async (tx) => {
        await subscribe(tx, 'motor-2@ejemplo.cl');
        throw new Error('después de suscribir');
      }),
    ).rejects.toThrow('después de suscribir');
    expect(await count()).toBe(1);
  });

  it.runIf(testEngine() === 'postgres')(
    'on PostgreSQL, gives 50 simultaneous callers 50 connections at once',
    async () => {
      // Every transaction waits until all 50 have started: only truly concurrent ones finish.
      let started = 0;
      let allStarted: () => void = () => undefined;
      const everyone = new Promise<void>((resolve) => (allStarted = resolve));
      const pids = await Promise.all(
        Array.from({ length: 50 }, () =>
          database.as(ANON, async (tx) => {
            started += 1;
            if (started === 50) allStarted();
            await everyone;
            const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
            return rows[0]?.pid;
          }),
        ),
      );
      expect(new Set(pids).size).toBe(50);
    },
  );
});

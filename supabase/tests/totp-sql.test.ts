import { openTestDatabase, type TestDatabase } from './test-database';

// The embedded mode checks two-step codes inside the database (pgcrypto's HMAC), the same on both
// engines: RFC 6238's own test vectors, the window of one step either way, a code taken once, and
// the wait after 5 wrong codes in 15 minutes.

let database: TestDatabase;
let sesion = '';
let factor = '';

beforeAll(async () => {
  database = await openTestDatabase();
  const userId = (await database.createUser('totp@ejemplo.cl')).sub;
  const { rows: sessions } = await database.db.query<{ id: string }>(
    "select (embedded_auth.abrir_sesion($1, 'password')).id as id",
    [userId],
  );
  sesion = sessions[0]?.id ?? '';
  const { rows: factors } = await database.db.query<{ id: string }>(
    `insert into embedded_auth.factores (user_id, nombre, secreto, verificado)
     values ($1, 'App', convert_to('12345678901234567890', 'UTF8'), true) returning id`,
    [userId],
  );
  factor = factors[0]?.id ?? '';
});
afterAll(() => database.close());

const code = async (stepOffset: number): Promise<string> => {
  const { rows } = await database.db.query<{ c: string }>(
    'select embedded_auth.hotp(secreto, embedded_auth.paso_totp() + $2) as c from embedded_auth.factores where id = $1',
    [factor, stepOffset],
  );
  return rows[0]?.c ?? '';
};

const verify = async (typed: string) => {
  const { rows } = await database.db.query<{ r: { resultado: string; segundos?: number } }>(
    'select embedded_auth.mfa_verificar($1, $2, $3) as r',
    [sesion, factor, typed],
  );
  return rows[0]?.r;
};

describe('TOTP in SQL', () => {
  it('matches the SHA-1 test vectors of RFC 6238 (8 digits)', async () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, expected] of vectors) {
      const { rows } = await database.db.query<{ c: string }>(
        "select embedded_auth.hotp(convert_to('12345678901234567890', 'UTF8'), $1, 8) as c",
        [Math.floor(seconds / 30)],
      );
      expect(rows[0]?.c, String(seconds)).toBe(expected);
    }
  });

  it('writes secrets in base32 as authenticator apps read them', async () => {
    const { rows } = await database.db.query<{ b: string }>(
      "select embedded_auth.base32(convert_to('12345678901234567890', 'UTF8')) as b",
    );
    expect(rows[0]?.b).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('accepts one step either way, not two; takes a code once; then makes a guesser wait', async () => {
    expect(await verify(await code(-2))).toEqual({ resultado: 'invalido' });
    expect(await verify(await code(-1))).toEqual({ resultado: 'ok' });
    // The same code again, and an older step after a newer one, are refused as used.
    expect(await verify(await code(-1))).toEqual({ resultado: 'usado' });
    expect(await verify(await code(1))).toEqual({ resultado: 'ok' });
    expect(await verify(await code(0))).toEqual({ resultado: 'usado' });
    const { rows } = await database.db.query<{ aal: string }>(
      'select aal from embedded_auth.sesiones where id = $1',
      [sesion],
    );
    expect(rows[0]?.aal).toBe('aal2');

    // A code accepted clears the count of wrong ones; 5 wrong codes now make the next attempt wait.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await verify((await code(0)) === '000000' ? '111111' : '000000')).toEqual({
        resultado: 'invalido',
      });
    }
    const waiting = await verify(await code(0));
    expect(waiting?.resultado).toBe('espera');
    expect(waiting?.segundos).toBeGreaterThan(14 * 60);
  });
});

import { REFERENCE_BOUNDS, REFERENCE_CODES } from '../../src/lib/reference-values/bounds';
import { attempt } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

// The calculators' reference values (UF, UTM, ingreso mínimo): the server function stores the
// source's values once a day, an admin corrects one by hand (audited), and everyone reads the
// values in force. The database is the guard: a caller reaching the API directly can neither
// store a value nor store an implausible one.

const SERVICE: Caller = { role: 'service_role' };
let database: TestDatabase;
let admin: Caller;

interface InForce {
  codigo: string;
  valor: string;
  fecha: Date;
  origen: string;
  fuente: string;
}

const day = (offset: number): string => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
};

async function inForce(caller: Caller = ANON): Promise<Record<string, InForce>> {
  const result = await attempt<InForce>(
    database,
    caller,
    'select * from public.valores_referencia_vigentes()',
  );
  if (!result.ok) throw new Error(result.error.message);
  return Object.fromEntries(result.value.map((row) => [row.codigo, row]));
}

const store = (codigo: string, valor: number, fecha: string, caller: Caller = SERVICE) =>
  attempt(database, caller, 'select public.registrar_valor_referencia($1, $2, $3::date, $4)', [
    codigo,
    valor,
    fecha,
    'CMF (api.cmfchile.cl)',
  ]);

const correct = (caller: Caller, codigo: string, valor: number, fecha: string, motivo: string) =>
  attempt<{ id: number }>(
    database,
    caller,
    'select public.registrar_valor_referencia_manual($1, $2, $3::date, $4) as id',
    [codigo, valor, fecha, motivo],
  );

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await database.createUser('admin-valores@ejemplo.cl', 'admin');
});
afterAll(() => database.close());

describe('reference values', () => {
  it('bound each value to the same range as the calculators', async () => {
    for (const code of REFERENCE_CODES) {
      const { min, max } = REFERENCE_BOUNDS[code];
      const { rows } = await database.db.query<{ dentro: boolean[] }>(
        `select array[private.valor_referencia_plausible($1, $2), private.valor_referencia_plausible($1, $3),
                      private.valor_referencia_plausible($1, $2 - 0.01), private.valor_referencia_plausible($1, $3 + 0.01)] as dentro`,
        [code, min, max],
      );
      expect(rows[0]?.dentro, code).toEqual([true, true, false, false]);
    }
  });

  it('keep the last stored value, with its date, until the source gives a newer one', async () => {
    expect((await store('uf', 39_990.12, day(-1))).ok).toBe(true);
    expect((await store('utm', 69_751, day(-20))).ok).toBe(true);
    // The source is down today: nothing new is stored, and yesterday's UF stays in force.
    const before = await inForce();
    expect(before.uf).toMatchObject({ valor: '39990.12', origen: 'cmf' });
    expect(before.uf?.fecha.toISOString().slice(0, 10)).toBe(day(-1));
    // Today's value arrives; a UF published for a later day is not in force yet.
    expect((await store('uf', 40_001.5, day(0))).ok).toBe(true);
    expect((await store('uf', 40_020, day(5))).ok).toBe(true);
    const after = await inForce();
    expect(after.uf?.valor).toBe('40001.50');
    expect(after.utm?.valor).toBe('69751.00');
    // A second fetch of the same day updates it instead of adding a row.
    expect((await store('uf', 40_001.75, day(0))).ok).toBe(true);
    expect((await inForce()).uf?.valor).toBe('40001.75');
  });

  it('refuse an implausible value from the source (a UF of 1, garbage)', async () => {
    for (const [codigo, valor] of [
      ['uf', 1],
      ['utm', 695_420],
      ['dolar', 950],
    ] as const) {
      const result = await store(codigo, valor, day(0));
      expect(result.ok ? 'guardado' : result.error.hint, `${codigo} ${String(valor)}`).toMatch(
        /valor_fuera_de_rango|valor_desconocido/,
      );
    }
    expect((await inForce()).uf?.valor).toBe('40001.75');
  });

  it('let only the server store the source’s values', async () => {
    const cliente = await database.createUser('cliente-valores@ejemplo.cl', 'cliente');
    for (const caller of [ANON, cliente, admin]) {
      const result = await store('uf', 45_000, day(0), caller);
      expect(result.ok ? 'guardado' : result.error.code, caller.role).toBe('42501');
    }
    const insert = await attempt(
      database,
      admin,
      `insert into public.valores_referencia (codigo, valor, fecha, origen, fuente)
       values ('uf', 45000, current_date, 'cmf', 'x')`,
    );
    expect(insert.ok ? 'insertado' : insert.error.code).toBe('42501');
    expect((await inForce()).uf?.valor).toBe('40001.75');
  });

  it('let an admin correct a value by hand, audited, and it wins for its day', async () => {
    const result = await correct(admin, 'uf', 40_000.01, day(0), 'La CMF publicó un valor erróneo');
    expect(result.ok).toBe(true);
    const now = await inForce();
    expect(now.uf).toMatchObject({ valor: '40000.01', origen: 'manual' });
    const { rows } = await database.db.query<{
      actor_rol: string;
      detalle: Record<string, unknown>;
    }>(
      `select actor_rol, detalle from public.auditoria
       where tabla = 'valores_referencia' and registro = $1`,
      [String(result.ok ? result.value[0]?.id : '')],
    );
    expect(rows[0]?.actor_rol).toBe('admin');
    expect(rows[0]?.detalle).toMatchObject({
      codigo: 'uf',
      valor: 40000.01,
      motivo: 'La CMF publicó un valor erróneo',
      anterior: { valor: 40001.75, origen: 'cmf' },
    });
    // The source's fetch of the same day does not undo the correction.
    await store('uf', 40_001.75, day(0));
    expect((await inForce()).uf?.origen).toBe('manual');
  });

  it('refuse a hand entry from anyone but an active admin, or out of range', async () => {
    const abogado = await database.createUser('abogado-valores@ejemplo.cl', 'abogado');
    const cliente = await database.createUser('cliente2-valores@ejemplo.cl', 'cliente');
    for (const caller of [ANON, cliente, abogado, { ...admin, aal: 'aal1' as const }]) {
      const result = await correct(caller, 'uf', 45_000, day(0), 'Intento de un atacante');
      expect(result.ok ? 'guardado' : result.error.code, JSON.stringify(caller)).toBe('42501');
    }
    const one = await correct(admin, 'uf', 1, day(0), 'Un error de tipeo');
    expect(one.ok ? 'guardado' : one.error.hint).toBe('valor_fuera_de_rango');
    const far = await correct(admin, 'utm', 70_000, day(90), 'Una fecha muy lejana');
    expect(far.ok ? 'guardado' : far.error.hint).toBe('fecha_invalida');
    const silent = await correct(admin, 'utm', 70_000, day(0), '');
    expect(silent.ok ? 'guardado' : silent.error.hint).toBe('motivo_invalido');
    const rows = await attempt(database, ANON, 'select * from public.valores_referencia');
    expect(rows.ok ? 'leído' : rows.error.code).toBe('42501');
    expect((await inForce()).uf?.valor).toBe('40000.01');
  });
});

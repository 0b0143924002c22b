import { describe, expect, it } from 'vitest';
import {
  asksParents,
  asksSiblings,
  computeHerencia,
  HERENCIA_DEFAULTS,
  type HerenciaField,
} from './herencia-form';

const values = (changes: Partial<typeof HERENCIA_DEFAULTS>) => ({
  ...HERENCIA_DEFAULTS,
  ...changes,
});

describe('computeHerencia', () => {
  it('computes the default example: $300.000.000, spouse and two children', () => {
    const { outcome } = computeHerencia(values({ utm: '69.500' }));
    expect(outcome?.order).toBe(1);
    expect(outcome?.heirs.map((row) => [row.kind, row.count, row.amount, row.tax.tax])).toEqual([
      // 150.000.000 − 41.700.000 exempt = 108.300.000: 2,5% − 14,4 UTM.
      ['conyuge', 1, 150_000_000, 1_706_700],
      // 75.000.000 − 41.700.000 = 33.300.000 at 1%.
      ['hijo', 2, 75_000_000, 333_000],
    ]);
    expect(outcome?.totalTax).toBe(2_372_700);
    expect(outcome?.taxLines.map((line) => [line.label, line.amount])).toEqual([
      ['Cónyuge o conviviente civil', 1_706_700],
      ['Hijos (2)', 666_000],
    ]);
    expect(outcome?.taxLines[0]?.detail).toBe(
      'Cuota de $150.000.000 menos 50 UTA exentas ($41.700.000): base de 1.558,27 UTM, tramo del 2,5%, impuesto de $1.706.700.',
    );
    expect(outcome?.will).toBeUndefined();
  });

  it.each([
    // Second order: spouse 2/3, each parent 1/6.
    [{ hijos: '0', padres: '2' }, 2, [200_000_000, 50_000_000]],
    [{ hijos: '0', padres: '0' }, 2, [300_000_000]],
    [{ hijos: '0', padres: '1', conyuge: 'no' }, 2, [300_000_000]],
    // Third order: three siblings.
    [{ hijos: '0', padres: '0', conyuge: 'no', hermanos: '3' }, 3, [100_000_000]],
  ] as const)('reads the family (%j)', (changes, order, amounts) => {
    const { outcome } = computeHerencia(values(changes));
    expect(outcome?.order).toBe(order);
    expect(outcome?.heirs.map((row) => row.amount)).toEqual(amounts);
  });

  it('surcharges the siblings and gives them only 5 UTA exempt', () => {
    const { outcome } = computeHerencia(
      values({ hijos: '0', conyuge: 'no', hermanos: '3', utm: '70.000' }),
    );
    // 100.000.000 − 4.200.000 = 95.800.000 = 1.368,57 UTM: 2,5% − 14,4 UTM = 1.387.000, + 20%.
    expect(outcome?.heirs[0]?.tax.tax).toBe(1_664_400);
    expect(outcome?.totalTax).toBe(4_993_200);
    expect(outcome?.taxLines[0]?.detail).toMatch(/con recargo del 20%/);
  });

  it('leaves other relatives and the Fisco to a lawyer', () => {
    const { outcome } = computeHerencia(values({ hijos: '0', conyuge: 'no', hermanos: '0' }));
    expect(outcome?.order).toBe('otros');
    expect(outcome?.heirs).toEqual([]);
    expect(outcome?.totalTax).toBe(0);
  });

  it('does not compute shares when the grandparents take the parents’ place', () => {
    const { outcome } = computeHerencia(
      values({ hijos: '0', padres: 'abuelos', testamento: 'si' }),
    );
    expect(outcome?.order).toBe('abuelos');
    expect(outcome?.heirs).toEqual([]);
    // The grandparents are legitimarios: the will still has to respect the mitad legitimaria.
    expect(outcome?.will?.legitimarios).toBe(true);
  });

  it('with a will, splits the estate and gives each legitimario half their intestate share', () => {
    const { outcome } = computeHerencia(values({ testamento: 'si' }));
    expect(outcome?.will?.portions.map((portion) => [portion.kind, portion.amount])).toEqual([
      ['mitad-legitimaria', 150_000_000],
      ['cuarta-mejoras', 75_000_000],
      ['libre-disposicion', 75_000_000],
    ]);
    expect(outcome?.will?.legitimas.map((row) => [row.kind, row.amount])).toEqual([
      ['conyuge', 75_000_000],
      ['hijo', 37_500_000],
    ]);
  });

  it('with a will and only siblings, the whole estate is free', () => {
    const { outcome } = computeHerencia(
      values({ testamento: 'si', hijos: '0', conyuge: 'no', hermanos: '2' }),
    );
    expect(outcome?.will).toEqual({
      legitimarios: false,
      portions: [
        {
          kind: 'libre-disposicion',
          share: { numerator: 1, denominator: 1 },
          amount: 300_000_000,
        },
      ],
      legitimas: [],
    });
  });

  it.each([
    [{ acervo: '' }, 'acervo', 'Ingresa el acervo líquido.'],
    [{ acervo: '0' }, 'acervo', 'El acervo líquido debe ser mayor que cero.'],
    [{ hijos: '31' }, 'hijos', 'El número de hijos debe estar entre 0 y 30.'],
    [{ hijos: '1,5' }, 'hijos', 'El número de hijos debe ser un número entero.'],
    [{ hijos: '0', padres: 'x' }, 'padres', 'Elige cuántos padres viven.'],
    [
      { hijos: '0', conyuge: 'no', hermanos: '-1' },
      'hermanos',
      'El número de hermanos debe ser un número entero.',
    ],
    [{ utm: '0' }, 'utm', 'El valor de la UTM debe ser mayor que cero.'],
    [{ utm: 'x' }, 'utm', 'Escribe el valor de la UTM solo con números, por ejemplo 850.000.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeHerencia(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field as HerenciaField]).toBe(message);
  });

  it('ignores the fields of relatives who do not inherit', () => {
    // With children, parents and siblings are not asked for: whatever they hold is ignored.
    const { errors, outcome } = computeHerencia(values({ padres: 'x', hermanos: 'x' }));
    expect(errors).toEqual({});
    expect(outcome?.order).toBe(1);
  });
});

describe('which relatives are asked about', () => {
  it.each([
    [{}, false, false],
    [{ hijos: '0' }, true, false],
    [{ hijos: '0', conyuge: 'no' }, true, true],
    [{ hijos: '0', conyuge: 'no', padres: '1' }, true, false],
    [{ hijos: '' }, false, false],
  ])('%j → parents %s, siblings %s', (changes, parents, siblings) => {
    expect(asksParents(values(changes))).toBe(parents);
    expect(asksSiblings(values(changes))).toBe(siblings);
  });
});

import { describe, expect, it } from 'vitest';
import { computeHonorarios, HONORARIOS_DEFAULTS } from './honorarios-form';

const values = (changes: Partial<typeof HONORARIOS_DEFAULTS>) => ({
  ...HONORARIOS_DEFAULTS,
  ...changes,
});

describe('computeHonorarios', () => {
  it('shows the general consultation and no range by default', () => {
    const { outcome } = computeHonorarios(values({}));
    expect(outcome?.estimate.planId).toBe('general');
    expect(outcome?.lines).toEqual([
      { label: 'Consulta General', amount: 35_000, detail: 'Precio fijo de nuestro catálogo' },
    ]);
    expect(outcome?.estimate.contingency).toBeUndefined();
  });

  it('shows the plan’s condition when the catalogue gives one', () => {
    const { outcome } = computeHonorarios(values({ materia: 'penal' }));
    expect(outcome?.lines[0]?.detail).toBe('Incluye 3 meses de acompañamiento');
  });

  it.each([
    ['8.000.000', 1_600_000, 2_400_000],
    ['0', undefined, undefined],
  ])('an amount of %s gives a market range from %s to %s', (monto, low, high) => {
    const { contingency } = computeHonorarios(values({ materia: 'laboral', monto })).outcome
      ?.estimate ?? { contingency: undefined };
    expect(contingency?.low).toBe(low);
    expect(contingency?.high).toBe(high);
  });

  it.each([
    [{ materia: 'astrologia' }, 'materia', 'Elige el tipo de caso.'],
    [
      { monto: 'diez millones' },
      'monto',
      'Escribe el monto en disputa solo con números, por ejemplo 60.000.',
    ],
    [{ monto: '-5' }, 'monto', 'Escribe el monto en disputa solo con números, por ejemplo 60.000.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeHonorarios(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { computePension, PENSION_DEFAULTS } from './pension-form';

const values = (changes: Partial<typeof PENSION_DEFAULTS>) => ({ ...PENSION_DEFAULTS, ...changes });

describe('computePension', () => {
  it('uses the 18-65 minimum wage by default', () => {
    expect(computePension(values({})).outcome?.result.estimate).toBe(215_600);
  });

  it('uses the other column for a debtor under 18 or over 65', () => {
    expect(computePension(values({ edad: 'otra' })).outcome?.result.perChild).toBe(160_833);
  });

  it.each([
    [{ ingreso: '' }, 'ingreso', 'Ingresa los ingresos.'],
    [{ hijos: '0' }, 'hijos', 'El número de hijos debe estar entre 1 y 20.'],
    [{ utm: '0' }, 'utm', 'El valor de la UTM debe ser mayor que cero.'],
    [{ imm: 'x' }, 'imm', 'Escribe el ingreso mínimo solo con números, por ejemplo 850.000.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computePension(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { COBRANZA_DEFAULTS, computeCobranza } from './cobranza-form';

const values = (changes: Partial<typeof COBRANZA_DEFAULTS>) => ({
  ...COBRANZA_DEFAULTS,
  ...changes,
});

describe('computeCobranza', () => {
  it('assumes the whole debt is recovered by default', () => {
    const { outcome } = computeCobranza(values({}));
    expect(outcome?.covered && outcome.result.recovered).toBe(1_500_000);
    // 1.500.000 − 280.000 − 15% of 1.500.000
    expect(outcome?.covered && outcome.result.net).toBe(995_000);
  });

  it.each([
    ['5.000.000', true],
    ['5.000.001', false],
  ])('a debt of %s is covered: %s', (deuda, covered) => {
    const { errors, outcome } = computeCobranza(values({ deuda }));
    expect(errors).toEqual({});
    expect(outcome?.covered).toBe(covered);
  });

  it('gives no fees for a debt above the plan, only the debt', () => {
    expect(computeCobranza(values({ deuda: '8.000.000' })).outcome).toEqual({
      covered: false,
      debt: 8_000_000,
    });
  });

  it.each([
    [{ deuda: '' }, 'deuda', 'Ingresa el monto de la deuda.'],
    [{ deuda: '0' }, 'deuda', 'El monto de la deuda debe ser mayor que cero.'],
    [
      { deuda: 'cien' },
      'deuda',
      'Escribe el monto de la deuda solo con números, por ejemplo 850.000.',
    ],
    [{ recuperado: '101' }, 'recuperado', 'El porcentaje recuperado debe estar entre 0 y 100.'],
    [{ recuperado: '50,5' }, 'recuperado', 'El porcentaje recuperado debe ser un número entero.'],
    [{ recuperado: '' }, 'recuperado', 'Ingresa el porcentaje recuperado.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeCobranza(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

describe('computeCobranza: nothing recovered', () => {
  it('charges only the fixed fee, which the creditor pays out of pocket', () => {
    const { outcome } = computeCobranza(values({ recuperado: '0' }));
    expect(outcome?.covered && outcome.result.totalFees).toBe(280_000);
    expect(outcome?.covered && outcome.result.net).toBe(-280_000);
  });
});

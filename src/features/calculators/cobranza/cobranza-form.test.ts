import { describe, expect, it } from 'vitest';
import { COBRANZA_DEFAULTS, computeCobranza } from './cobranza-form';

const values = (changes: Partial<typeof COBRANZA_DEFAULTS>) => ({
  ...COBRANZA_DEFAULTS,
  ...changes,
});

describe('computeCobranza', () => {
  it('nets what is recovered less the fixed and success fees', () => {
    const { outcome } = computeCobranza(values({}));
    expect(outcome?.net).toBe(1_420_000);
    expect(outcome?.totalFees).toBe(580_000);
  });

  it.each([
    [{ deuda: '' }, 'deuda', 'Ingresa el monto de la deuda.'],
    [
      { deuda: 'dos millones' },
      'deuda',
      'Escribe el monto de la deuda solo con números, por ejemplo 850.000.',
    ],
    [{ recuperado: '120' }, 'recuperado', 'El porcentaje recuperado debe estar entre 0 y 100.'],
    [
      { deuda: '5.000.001' },
      'deuda',
      'Cobranza Express cubre deudas de hasta $5.000.000. Para un monto mayor, agenda una consulta y te diremos cómo cobrarla.',
    ],
  ] as const)('computes nothing from %o', (changes, field, message) => {
    const { errors, outcome } = computeCobranza(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

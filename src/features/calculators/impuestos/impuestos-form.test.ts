import { describe, expect, it } from 'vitest';
import { bracketLabel, computeImpuestos, IMPUESTOS_DEFAULTS } from './impuestos-form';

const values = (changes: Partial<typeof IMPUESTOS_DEFAULTS>) => ({
  ...IMPUESTOS_DEFAULTS,
  ...changes,
});

describe('computeImpuestos', () => {
  it('uses twelve times the site’s UTM as the UTA by default', () => {
    expect(IMPUESTOS_DEFAULTS.uta).toBe('834.000');
  });

  it('taxes the default annual income in the second bracket', () => {
    // 24.000.000 × 4% − 0,54 × 834.000
    const { outcome } = computeImpuestos(values({}));
    expect(outcome?.result.tax).toBe(509_640);
    expect(outcome?.lines.map((line) => line.amount)).toEqual([24_000_000, 960_000, -450_360]);
  });

  it('multiplies a monthly income by 12', () => {
    const { outcome } = computeImpuestos(values({ periodo: 'mensual', renta: '2.000.000' }));
    expect(outcome?.annualIncome).toBe(24_000_000);
    expect(outcome?.result.tax).toBe(509_640);
    expect(outcome?.lines[0]?.detail).toBe('12 × $2.000.000; 28,78 UTA');
  });

  it('shows no rate lines in the exempt bracket', () => {
    const { outcome } = computeImpuestos(values({ renta: '11.259.000' }));
    expect(outcome?.result.tax).toBe(0);
    expect(outcome?.lines).toHaveLength(1);
  });

  it('uses the UTA typed in', () => {
    // 30 UTA of 900.000 is the top of the second bracket: 0,66 UTA of tax.
    const { outcome } = computeImpuestos(values({ renta: '27.000.000', uta: '900.000' }));
    expect(outcome?.result.tax).toBe(594_000);
  });

  it.each([
    [{ renta: '' }, 'renta', 'Ingresa la renta anual.'],
    [{ renta: '0' }, 'renta', 'La renta anual debe ser mayor que cero.'],
    // 0,4 pesos would show as an income of $0 taxed $0.
    [{ renta: '0,4' }, 'renta', 'La renta anual debe ser de al menos $1.'],
    [{ periodo: 'mensual', renta: '0,5' }, 'renta', 'La renta mensual debe ser de al menos $1.'],
    [
      { periodo: 'mensual', renta: 'mucho' },
      'renta',
      'Escribe la renta mensual solo con números, por ejemplo 850.000.',
    ],
    [{ uta: '0' }, 'uta', 'El valor de la UTA debe ser mayor que cero.'],
    [{ periodo: 'semanal' }, 'periodo', 'Elige si tu renta es anual o mensual.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeImpuestos(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

describe('bracketLabel', () => {
  it.each([
    [{ fromUta: 0, toUta: 13.5, rate: 0, rebateUta: 0 }, 'Hasta 13,5 UTA (exento)'],
    [{ fromUta: 30, toUta: 50, rate: 0.08, rebateUta: 1.74 }, 'Más de 30 y hasta 50 UTA'],
    [{ fromUta: 310, toUta: null, rate: 0.4, rebateUta: 38.82 }, 'Más de 310 UTA'],
  ])('%o → %s', (bracket, label) => {
    expect(bracketLabel(bracket)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from './indemnizacion-form';

const values = (changes: Partial<typeof INDEMNIZACION_DEFAULTS>) => ({
  ...INDEMNIZACION_DEFAULTS,
  ...changes,
});

describe('computeIndemnizacion', () => {
  it('computes the default example: 5 years at $800.000 without notice', () => {
    const { outcome } = computeIndemnizacion(values({}));
    expect(outcome?.severance.yearsOfService).toBe(4_000_000);
    expect(outcome?.severance.noticeSubstitute).toBe(800_000);
    expect(outcome?.vacation).toBe(0);
    expect(outcome?.total).toBe(4_800_000);
  });

  it('counts the service from dates, both days worked', () => {
    const { outcome } = computeIndemnizacion(
      values({ modo: 'fechas', inicio: '2020-01-01', termino: '2021-07-01', aviso: 'si' }),
    );
    // 1 year, 6 months and 1 day: 2 years.
    expect(outcome?.severance.paidYears).toBe(2);
    expect(outcome?.vacationApproximate).toBe(false);
  });

  it('applies the 90 UF cap with the UF typed by the visitor', () => {
    const { outcome } = computeIndemnizacion(values({ sueldo: '5.000.000', uf: '40.000' }));
    expect(outcome?.severance.base).toBe(3_600_000);
  });

  it('drops the caps for a contract from before 14 Aug 1981', () => {
    const { outcome } = computeIndemnizacion(
      values({ modo: 'fechas', inicio: '1980-03-01', termino: '2026-02-28', sueldo: '5.000.000' }),
    );
    expect(outcome?.uncapped).toBe(true);
    expect(outcome?.severance.paidYears).toBe(46);
    expect(outcome?.severance.base).toBe(5_000_000);
  });

  it.each([
    [{ sueldo: '' }, 'sueldo', 'Ingresa la última remuneración.'],
    [{ uf: 'x' }, 'uf', 'Escribe el valor de la UF solo con números, por ejemplo 850.000.'],
    [{ meses: '12' }, 'meses', 'Los meses debe estar entre 0 y 11.'],
    [{ modo: 'fechas' }, 'inicio', 'Ingresa la fecha de inicio.'],
    [
      { modo: 'fechas', inicio: '2024-01-01', termino: '2023-01-01' },
      'termino',
      'La fecha de término debe ser posterior a la de inicio.',
    ],
    [{ causal: 'otra' }, 'causal', 'Elige cómo terminó el contrato.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeIndemnizacion(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

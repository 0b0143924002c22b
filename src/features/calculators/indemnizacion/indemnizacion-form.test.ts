import { describe, expect, it } from 'vitest';
import { readQuery } from '../kit/query-state';
import { computeIndemnizacion, INDEMNIZACION_DEFAULTS } from './indemnizacion-form';

const values = (changes: Partial<typeof INDEMNIZACION_DEFAULTS>) => ({
  ...INDEMNIZACION_DEFAULTS,
  ...changes,
});

/** The day the tests run "today", so the bound on future dates does not move with the clock. */
const TODAY = '2026-11-27';

/** A 3-month contract, 11-08-2026 to Tuesday 10-11-2026, at $900.000 a month. */
const THREE_MONTHS = {
  modo: 'fechas',
  inicio: '2026-08-11',
  termino: '2026-11-10',
  sueldo: '900.000',
};

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
      TODAY,
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
      TODAY,
    );
    expect(outcome?.uncapped).toBe(true);
    expect(outcome?.severance.paidYears).toBe(46);
    expect(outcome?.severance.base).toBe(5_000_000);
  });

  it.each([
    [{ sueldo: '' }, 'sueldo', 'Ingresa la última remuneración.'],
    [
      { modo: 'fechas', inicio: '1900-01-01', termino: '2026-10-31' },
      'inicio',
      'Entre el inicio y el término no pueden pasar más de 70 años: revisa la fecha de inicio.',
    ],
    [
      { modo: 'fechas', inicio: '2020-01-01', termino: '2090-01-01' },
      'termino',
      'La fecha de término no puede ser más de un año posterior a hoy.',
    ],
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
    const { errors, outcome } = computeIndemnizacion(values(changes), TODAY);
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

describe('proportional vacation in computeIndemnizacion', () => {
  it('art. 69 CT, Ord. 0826/013: 3 months ending Tuesday 10-11-2026 at $900.000 pay $172.500', () => {
    // 3 months × 1,25 = 3,75 días hábiles, counted from Wednesday 11: Wednesday, Thursday and
    // Friday take 3; Saturday 14 and Sunday 15 are not hábiles and are paid; the 0,75 left falls
    // on Monday 16. 3,75 + 2 = 5,75 days × $900.000 / 30 = 5,75 × $30.000 = $172.500.
    const { outcome } = computeIndemnizacion(values(THREE_MONTHS), TODAY);
    expect(outcome?.vacationWorkingDays).toBeCloseTo(3.75, 9);
    expect(outcome?.vacationPaidDays).toBeCloseTo(5.75, 9);
    expect(outcome?.vacation).toBe(172_500);
    expect(outcome?.lines.at(-1)?.detail).toBe(
      '3,75 días hábiles, pagados como 5,75 días corridos',
    );
  });

  it('art. 69 CT, DT Ord. 5935/260: a Monday-to-Saturday worker is paid the same $172.500', () => {
    // A link saved when the page asked for the weekly schedule still carries it; Saturday is
    // inhábil for the feriado whatever the schedule, so it changes nothing.
    const search = new URLSearchParams({ ...THREE_MONTHS, jornada: 'lunes-sabado' }).toString();
    const { outcome } = computeIndemnizacion(
      readQuery(`?${search}`, INDEMNIZACION_DEFAULTS),
      TODAY,
    );
    expect(outcome?.vacation).toBe(172_500);
  });

  it('art. 69 CT: 11 months 20 days without dates at $900.000 pay $612.500, the fraction kept', () => {
    // 11 × 1,25 + 20 × 1,25 / 30 = 13,75 + 0,8333 = 14,5833 días hábiles. Without dates each
    // 5 of them are paid as a week of 7: 14,5833 × 7 / 5 = 20,4167 days × $30.000 = $612.500.
    // (Rounding 14,58 up to 15 would give 21 days, $630.000; with the fraction kept no ending
    // weekday gives 21: at most 20,58 days, $617.500, unless a holiday falls in between.)
    const { outcome } = computeIndemnizacion(
      values({ anios: '0', meses: '11', dias: '20', sueldo: '900.000' }),
    );
    expect(outcome?.vacationApproximate).toBe(true);
    expect(outcome?.vacationPaidDays).toBeCloseTo(20.416_667, 5);
    expect(outcome?.vacation).toBe(612_500);
  });

  it('names the public holidays it paid', () => {
    // 17-06-2026 to Wednesday 16-09-2026: 3 months, 3,75 días hábiles from Thursday 17: Thursday,
    // (Friday 18 and Saturday 19 holidays, Sunday 20), Monday 21, Tuesday 22 and 0,75 of
    // Wednesday 23: 6,75 days.
    const { outcome } = computeIndemnizacion(
      values({ modo: 'fechas', inicio: '2026-06-17', termino: '2026-09-16' }),
      TODAY,
    );
    expect(outcome?.vacationPaidDays).toBeCloseTo(6.75, 9);
    expect(outcome?.vacationHolidays).toEqual([
      { date: '2026-09-18', name: 'Independencia Nacional' },
    ]);
  });

  it('takes a 70-year service from dates, as the years field does', () => {
    const { errors, outcome } = computeIndemnizacion(
      values({ modo: 'fechas', inicio: '1956-11-01', termino: '2026-10-31' }),
      TODAY,
    );
    expect(errors).toEqual({});
    expect(outcome?.period.years).toBe(70);
  });
});

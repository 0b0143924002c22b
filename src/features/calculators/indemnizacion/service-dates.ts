import { periodBetween, startsBeforeCapLaw, type ServicePeriod } from './service-period';

/**
 * The longest service the calculator takes, in whole years: the same limit in both ways of typing
 * it (the years field stops at 70). Art. 163's 11-year cap is applied later; this only refuses
 * periods no working life reaches, such as 1900 to 2026.
 */
export const MAX_SERVICE_YEARS = 70;

export type ServiceDates =
  | { ok: true; value: { period: ServicePeriod; uncapped: boolean } }
  | { ok: false; field: 'inicio' | 'termino'; error: string };

/** The same calendar date a year later; a 29 February compares correctly as text. */
function aYearAfter(date: string): string {
  return `${String(Number(date.slice(0, 4)) + 1).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * The service between the first and the last day worked, both included, once the dates are
 * plausible: the end not before the start, and not more than a year ahead (a dismissal with
 * notice ends within weeks; years ahead is a typing slip), and at most MAX_SERVICE_YEARS between
 * them. A contract that started before 14 August 1981 and was in force on 1 December 1990 is
 * marked uncapped (art. 7° transitorio CT).
 */
export function readServiceDates(firstDay: string, lastDay: string, today: string): ServiceDates {
  if (lastDay < firstDay)
    return {
      ok: false,
      field: 'termino',
      error: 'La fecha de término debe ser posterior a la de inicio.',
    };
  if (lastDay > aYearAfter(today))
    return {
      ok: false,
      field: 'termino',
      error: 'La fecha de término no puede ser más de un año posterior a hoy.',
    };
  const period = periodBetween(firstDay, lastDay);
  if (period.years > MAX_SERVICE_YEARS)
    return {
      ok: false,
      field: 'inicio',
      error: `Entre el inicio y el término no pueden pasar más de ${MAX_SERVICE_YEARS} años: revisa la fecha de inicio.`,
    };
  return { ok: true, value: { period, uncapped: startsBeforeCapLaw(firstDay, lastDay) } };
}

import { addDays, daysBetween } from './calendar-days';

/** Time served, as whole years, months and days. */
export interface ServicePeriod {
  years: number;
  months: number;
  days: number;
}

/** The date Ley 18.018 was published: contracts that started before it keep uncapped indemnities. */
export const UNCAPPED_BEFORE = '1981-08-14';
/** Those contracts must also have been in force on this date (art. 7° transitorio CT). */
export const IN_FORCE_ON = '1990-12-01';

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` calendar months after `date`, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Time served from the first day of work to the last, both included: 1 Jan to 30 Jun is exactly
 * 6 months, and 1 Jan to 1 Jul is 6 months and 1 day.
 */
export function periodBetween(firstDay: string, lastDay: string): ServicePeriod {
  const end = addDays(lastDay, 1);
  const [sy, sm] = parts(firstDay);
  const [ey, em] = parts(end);
  let months = (ey - sy) * 12 + (em - sm);
  if (addMonths(firstDay, months) > end) months -= 1;
  const anchor = addMonths(firstDay, months);
  const days = daysBetween(anchor, end);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** Whether the period is at least one full year, the condition of the art. 163 indemnity. */
export function servedAYear(period: ServicePeriod): boolean {
  return period.years >= 1;
}

/**
 * Years counted for the indemnity: each full year, plus one for a final fraction of strictly more
 * than six months (six months and one day counts; exactly six months does not).
 */
export function countedYears(period: ServicePeriod): number {
  const overSixMonths = period.months > 6 || (period.months === 6 && period.days > 0);
  return period.years + (overSixMonths ? 1 : 0);
}

/**
 * Whether the contract is one of those with no 11-year cap and no 90 UF cap (art. 7° transitorio
 * CT): started before 14 August 1981 and still in force on 1 December 1990.
 */
export function startsBeforeCapLaw(firstDay: string, lastDay: string): boolean {
  return firstDay < UNCAPPED_BEFORE && lastDay >= IN_FORCE_ON;
}

import { isChileanHoliday } from '@/lib/booking/holidays';
import { addDays, isoWeekday } from './calendar-days';

/** Feriado earned per month of service: 15 working days a year (art. 67 CT). */
export const VACATION_DAYS_PER_MONTH = 15 / 12;
/** Feriado earned per day of an incomplete month. */
export const VACATION_DAYS_PER_DAY = 15 / 12 / 30;

/** The weekly schedule: under a Monday-to-Friday week the Saturdays are also paid as feriado. */
export type WorkWeek = 'lunes-viernes' | 'lunes-sabado';

/** Working days of feriado earned since the last anniversary (art. 73 CT), before any rounding. */
export function earnedVacationDays(months: number, days: number): number {
  return VACATION_DAYS_PER_MONTH * months + VACATION_DAYS_PER_DAY * days;
}

function isWorkingDay(date: string, week: WorkWeek): boolean {
  const weekday = isoWeekday(date);
  if (weekday === 7 || isChileanHoliday(date)) return false;
  return week === 'lunes-sabado' || weekday !== 6;
}

/**
 * Calendar days paid for the earned feriado: its working days are laid on the calendar from the
 * day after the contract ended, a fraction of a day counting as a whole working day, and the
 * Sundays, national public holidays (and Saturdays under a Monday-to-Friday week) that fall in
 * between are paid too. Holidays declared one at a time (elections) or regional ones are not in
 * the table and so are not added.
 */
export function paidVacationDays(workingDays: number, lastDay: string, week: WorkWeek): number {
  const needed = Math.max(0, Math.ceil(workingDays - 1e-9));
  let counted = 0;
  let calendarDays = 0;
  let date = lastDay;
  while (counted < needed) {
    date = addDays(date, 1);
    calendarDays += 1;
    if (isWorkingDay(date, week)) counted += 1;
  }
  return calendarDays;
}

/**
 * Without dates the calendar is unknown: each working week of feriado is paid as seven days.
 * An approximation, said so on the page.
 */
export function approximatePaidVacationDays(workingDays: number, week: WorkWeek): number {
  const needed = Math.max(0, Math.ceil(workingDays - 1e-9));
  const perWeek = week === 'lunes-viernes' ? 5 : 6;
  return Math.floor(needed / perWeek) * 7 + (needed % perWeek);
}

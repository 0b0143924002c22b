import { chileanHolidays, isChileanHoliday, type ChileanHoliday } from '@/booking/model/holidays';
import { addDays, isoWeekday } from './calendar-days';

/** Feriado earned per month of service: 15 working days a year (art. 67 CT). */
export const VACATION_DAYS_PER_MONTH = 15 / 12;
/** Feriado earned per day of an incomplete month. */
export const VACATION_DAYS_PER_DAY = 15 / 12 / 30;

/** Working days of feriado earned since the last anniversary (art. 73 CT), before any rounding. */
export function earnedVacationDays(months: number, days: number): number {
  return VACATION_DAYS_PER_MONTH * months + VACATION_DAYS_PER_DAY * days;
}

/**
 * A working day for the feriado: Monday to Friday, not a public holiday. Art. 69 CT makes the
 * Saturday always inhábil for the feriado, and the Dirección del Trabajo holds that this is so
 * whatever the worker's schedule, a Monday-to-Saturday week included.
 */
function isFeriadoWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !isChileanHoliday(date);
}

export interface PaidVacation {
  /** Calendar days paid, the fraction of the last working day kept. */
  paidDays: number;
  /** The national public holidays on a weekday inside those days, each paid as one more day. */
  holidays: ChileanHoliday[];
}

function holidayOn(date: string): ChileanHoliday | undefined {
  return chileanHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}

/**
 * Calendar days paid for the earned feriado (Dirección del Trabajo, Ord. 0826/013): its working
 * days are laid on the calendar from the day after the contract ended, and the Saturdays, Sundays
 * and national public holidays met on the way are paid too. A fraction of a day is paid as that
 * fraction, not rounded: when it does not fit before a weekend it moves to the next working day,
 * so the weekend in between is paid (3,75 working days from a Wednesday: Wednesday to Friday,
 * Saturday, Sunday and 0,75 of Monday, 5,75 days). Holidays declared one at a time (elections) or
 * regional ones are not in the table and so are not added.
 */
export function paidVacation(workingDays: number, lastDay: string): PaidVacation {
  const holidays: ChileanHoliday[] = [];
  let remaining = workingDays;
  let paidDays = 0;
  let date = lastDay;
  // The tolerance drops float dust such as 14,999999… left by 1,25 × months + 1,25 / 30 × days.
  while (remaining > 1e-9) {
    date = addDays(date, 1);
    if (isFeriadoWorkingDay(date)) {
      const used = Math.min(1, remaining);
      paidDays += used;
      remaining -= used;
    } else {
      paidDays += 1;
      const holiday = isoWeekday(date) <= 5 ? holidayOn(date) : undefined;
      if (holiday) holidays.push(holiday);
    }
  }
  return { paidDays, holidays };
}

/**
 * Without dates the calendar is unknown: the feriado is paid as if every 5 working days took a
 * week of 7 calendar days, fraction included. An approximation, said so on the page: the real
 * figure depends on the weekday the contract ended and on the holidays that follow it.
 */
export function approximatePaidVacationDays(workingDays: number): number {
  return (Math.max(0, workingDays) * 7) / 5;
}

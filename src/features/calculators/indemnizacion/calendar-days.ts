/**
 * Day arithmetic on 'YYYY-MM-DD' dates, at UTC noon so no time zone moves a date. Kept here
 * rather than imported from lib/time: sharing that module with this lazily loaded calculator
 * would split it out of the booking page's chunks and push that page over its script budget.
 */
const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/** Whole days from one date to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
}

/**
 * Calendar dates and wall-clock times in Chile (America/Santiago), without a date library.
 *
 * Chile changes its UTC offset twice a year (UTC-3 in summer, UTC-4 in winter), and the change
 * happens at midnight, so "add a day" or "what time is it in Chile" cannot be done with a fixed
 * offset or with the browser's own zone. Dates travel as 'YYYY-MM-DD' strings and times as 'HH:MM'
 * so they mean the same thing on the server, in the database and in any browser.
 */

export const CHILE_TIME_ZONE = 'America/Santiago';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One formatter for the whole module: building an Intl.DateTimeFormat is far slower than using it.
 * 'h23' keeps midnight as 00 (some engines write 24 with the default hour cycle).
 */
const chileFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CHILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Chilean wall clock showing at `instant`. */
function chileWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of chileFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

/**
 * Parses 'YYYY-MM-DD', rejecting impossible dates such as 2026-02-30: a typo must fail loudly,
 * not roll over silently into March.
 */
function parseIsoDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new Error(`Fecha inválida: ${date}`);
}

function parseTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new Error(`Hora inválida: ${time}`);
  return { hour, minute };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function toIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Noon UTC of a calendar date: far from any midnight, so day arithmetic can never slip a day. */
function utcNoon(date: string): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/**
 * Today's date in Chile and the minutes elapsed since Chilean midnight, for the instant `now`.
 * Takes `now` as a parameter so callers (and tests) decide what "now" is.
 */
export function chileNow(now: Date): { date: string; minutes: number } {
  const clock = chileWallClock(now);
  return {
    date: toIsoDate(clock.year, clock.month, clock.day),
    minutes: clock.hour * 60 + clock.minute,
  };
}

/** The calendar date `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(utcNoon(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const weekday = utcNoon(date).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the (Monday-first) week that contains `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Minutes since midnight of an 'HH:MM' time: '09:30' → 570. */
export function minutesOf(time: string): number {
  const { hour, minute } = parseTime(time);
  return hour * 60 + minute;
}

/** Milliseconds by which the Chilean wall clock is ahead of UTC at `instant` (negative in Chile). */
function chileOffsetMs(instant: number): number {
  const clock = chileWallClock(new Date(instant));
  const wallAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  // formatToParts drops milliseconds, so compare against the instant truncated to the second.
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Chilean clocks show `time` on `date`.
 *
 * The offset is looked up rather than assumed, so it is right in summer (UTC-3) and in winter
 * (UTC-4). Chile changes its clocks at midnight, which leaves two edge cases, resolved like
 * Temporal's 'compatible' disambiguation: a time that happens twice (the repeated hour when summer
 * time ends) gives the earlier instant, and a time that never happens (the skipped hour when it
 * starts) is moved forward by the length of the gap.
 */
export function chileDateTimeToUtc(date: string, time: string): Date {
  const { year, month, day } = parseIsoDate(date);
  const { hour, minute } = parseTime(time);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Chile's offset changes at most once within any day, so the offsets half a day either side
  // are the only candidates.
  const offsetBefore = chileOffsetMs(wallAsUtc - DAY_MS / 2);
  const offsetAfter = chileOffsetMs(wallAsUtc + DAY_MS / 2);
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => chileOffsetMs(instant) === wallAsUtc - instant);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In the gap: read the wall time with the offset in force before the change.
  return new Date(wallAsUtc - offsetBefore);
}

import { chileNow } from '../time/chile-time.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** An instant in UTC, the way calendars write it: 2026-03-10T13:00:00Z → '20260310T130000Z'. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * The Chilean wall-clock time of an instant, without offset, for a `TZID=America/Santiago` value:
 * 2026-03-10T13:00:00Z → '20260310T100000' (summer time, UTC-3).
 */
export function chileStamp(instant: Date): string {
  const { date, minutes } = chileNow(instant);
  // Chile's offsets are whole hours, so the seconds read the same as in UTC.
  const time = `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}${pad(instant.getUTCSeconds())}`;
  return `${date.replace(/-/g, '')}T${time}`;
}

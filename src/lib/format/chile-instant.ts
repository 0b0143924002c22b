import { chileNow } from '@/lib/time/chile-time';
import { formatWeekdayDate } from './dates';

/** The Chilean clock time of an instant: "09:30". */
export function formatChileTime(instant: Date): string {
  const { minutes } = chileNow(instant);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** An ISO instant as Chileans read it: "lunes 23 de noviembre de 2026 a las 09:30". */
export function formatChileInstant(iso: string): string {
  const instant = new Date(iso);
  return `${formatWeekdayDate(chileNow(instant).date)} a las ${formatChileTime(instant)}`;
}

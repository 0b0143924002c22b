import { useId } from 'react';
import {
  dayUnavailability,
  MAX_WEEK_OFFSET,
  weekDays,
  type BookingCalendar,
} from '@/booking/model/schedule';
import { cn } from '@/lib/cn';
import { formatMonthYear, formatWeekdayDate, weekdayName } from '@/lib/format/dates';
import { sentenceStart } from '@/lib/format/text';

interface WeekPickerProps {
  now: Date;
  /**
   * The database's days (calendario_reservas): a day it closes (a holiday, a day the firm closed)
   * reads 'No disponible'. Empty while it loads: weekdays can be chosen, their times wait for it.
   */
  calendar: BookingCalendar;
  /** Weeks after the current one: 0 to MAX_WEEK_OFFSET. */
  offset: number;
  onOffsetChange: (offset: number) => void;
  selected: string | null;
  onSelect: (date: string) => void;
  /**
   * Days closed for this booking only: for the free plan, the days whose free consultations are
   * all taken. They read `fullLabel` instead of 'No disponible'.
   */
  fullDays?: ReadonlySet<string>;
  fullLabel?: string;
}

/** "noviembre de 2026", or "noviembre – diciembre de 2026" for a week across two months. */
function weekTitle(days: readonly string[]): string {
  const first = formatMonthYear(days[0] ?? '');
  const last = formatMonthYear(days.at(-1) ?? '');
  if (first === last) return first;
  const [firstMonth, , firstYear] = first.split(' ');
  const [lastMonth] = last.split(' ');
  return firstYear === last.split(' ').at(-1)
    ? `${firstMonth ?? ''} – ${lastMonth ?? ''} de ${firstYear ?? ''}`
    : `${first} – ${last}`;
}

/**
 * A Monday-start week of days. Past days cannot be chosen; future days that are closed (weekends,
 * days the database closes, beyond the 21 days) carry a 'No disponible' badge. Each day
 * is a button named by its full date, so a screen reader says "martes 24 de noviembre de 2026".
 */
export function WeekPicker({
  now,
  calendar,
  offset,
  onOffsetChange,
  selected,
  onSelect,
  fullDays,
  fullLabel = 'Sin cupos',
}: WeekPickerProps) {
  const days = weekDays(offset, now);
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Semana anterior"
          disabled={offset <= 0}
          onClick={() => {
            onOffsetChange(offset - 1);
          }}
          className="rounded-lg border border-line px-3 py-1.5 text-lg text-ink hover:bg-surface-2 disabled:opacity-40"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={titleId} className="text-base font-semibold text-ink" aria-live="polite">
          {sentenceStart(weekTitle(days))}
        </h3>
        <button
          type="button"
          aria-label="Semana siguiente"
          disabled={offset >= MAX_WEEK_OFFSET}
          onClick={() => {
            onOffsetChange(offset + 1);
          }}
          className="rounded-lg border border-line px-3 py-1.5 text-lg text-ink hover:bg-surface-2 disabled:opacity-40"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <ul className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((day) => {
          const unavailable = dayUnavailability(day, now, calendar);
          const full = unavailable === null && fullDays?.has(day) === true;
          const closed = full ? 'lleno' : unavailable;
          const isSelected = day === selected;
          const badgeId = `${titleId}-${day}`;
          return (
            <li key={day}>
              <button
                type="button"
                aria-label={formatWeekdayDate(day)}
                aria-pressed={isSelected}
                aria-describedby={closed && closed !== 'pasado' ? badgeId : undefined}
                disabled={closed !== null}
                onClick={() => {
                  onSelect(day);
                }}
                className={cn(
                  'flex w-full flex-col items-center rounded-lg border px-0.5 py-2 text-center',
                  isSelected
                    ? 'border-brand bg-brand text-on-brand'
                    : 'border-line bg-surface text-ink hover:bg-surface-2',
                  'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-ink-muted',
                )}
              >
                <span aria-hidden="true" className="text-xs">
                  {sentenceStart(weekdayName(day).slice(0, 3))}
                </span>
                <span aria-hidden="true" className="text-lg font-semibold">
                  {Number(day.slice(8))}
                </span>
                {closed && closed !== 'pasado' && (
                  <span
                    id={badgeId}
                    className="mt-0.5 rounded bg-page px-1 text-[0.625rem] leading-tight text-ink-muted"
                  >
                    {full ? fullLabel : 'No disponible'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

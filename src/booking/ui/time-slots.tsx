import { useId } from 'react';
import { SLOT_TOOLTIP, slotState, type SlotTime } from '@/booking/model/schedule';
import { cn } from '@/lib/cn';

interface TimeSlotsProps {
  date: string;
  /** The times the database offers that day (its calendar), in order. */
  times: readonly SlotTime[];
  now: Date;
  occupied: ReadonlySet<string>;
  selected: string | null;
  onSelect: (time: SlotTime) => void;
}

/**
 * The consultation times of a day, as the database offers them (13 on a working day). A time that cannot be booked stays in the tab order
 * (aria-disabled) so its reason can be heard and seen: 'Hora ya pasada' or 'Horario ocupado',
 * as a tooltip on hover and focus. Each button is named by its time alone: "09:30".
 */
export function TimeSlots({ date, times, now, occupied, selected, onSelect }: TimeSlotsProps) {
  const prefix = useId();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5" aria-label="Horarios">
      {times.map((time) => {
        const state = slotState(date, time, now, occupied);
        const blocked = state !== 'disponible';
        const tooltipId = `${prefix}-${time.replace(':', '')}`;
        const isSelected = selected === time && !blocked;
        return (
          <li key={time} className="group relative">
            <button
              type="button"
              aria-pressed={isSelected}
              aria-disabled={blocked || undefined}
              aria-describedby={blocked ? tooltipId : undefined}
              onClick={() => {
                if (!blocked) onSelect(time);
              }}
              className={cn(
                'w-full rounded-lg border px-2 py-2 font-medium tabular-nums',
                isSelected && 'border-brand bg-brand text-on-brand',
                !isSelected && !blocked && 'border-line bg-surface text-ink hover:bg-surface-2',
                blocked &&
                  'cursor-not-allowed border-line bg-surface-2 text-ink-muted line-through',
              )}
            >
              {time}
            </button>
            {state !== 'disponible' && (
              <span
                id={tooltipId}
                role="tooltip"
                className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden -translate-x-1/2 rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-page group-focus-within:block group-hover:block"
              >
                {SLOT_TOOLTIP[state]}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

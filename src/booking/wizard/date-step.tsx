import { useState } from 'react';
import type { MeetingType } from '@/backend/port';
import { DaySlots } from '@/booking/ui/day-slots';
import { useFreeQuotaDays } from '@/booking/ui/use-free-quota-days';
import { useSlotAvailability } from '@/booking/ui/use-booking-calendar';
import { WeekPicker } from '@/booking/ui/week-picker';
import { buttonClass } from '@/components/ui/button-styles';
import {
  dayUnavailability,
  isBookable,
  MAX_WEEK_OFFSET,
  weekDays,
  type SlotTime,
} from '@/booking/model/schedule';
import { formatWeekdayDate } from '@/lib/format/dates';
import { MeetingTypeField } from '@/booking/ui/meeting-type-field';

interface DateStepProps {
  now: Date;
  fecha: string | null;
  hora: SlotTime | null;
  tipoReunion: MeetingType;
  /** The plan being booked: the times offered are those of a lawyer who attends its area. */
  plan: string;
  /** The free plan: days whose free consultations are all taken are closed. */
  free: boolean;
  onChange: (change: {
    fecha?: string | null;
    hora?: SlotTime | null;
    tipoReunion?: MeetingType;
  }) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * The week (0 to 3) to open on: the one of a restored choice, else the first with a bookable day
 * (on a weekend, this week has none left).
 */
function initialOffset(date: string | null, now: Date): number {
  for (let offset = 0; offset <= MAX_WEEK_OFFSET; offset += 1) {
    const days = weekDays(offset, now);
    if (date ? days.includes(date) : days.some((day) => dayUnavailability(day, now) === null))
      return offset;
  }
  return 0;
}

/** Step 2: the day, the time and how to meet. 'Continuar' waits for a bookable day and time. */
export function DateStep(props: DateStepProps) {
  const { now, fecha, hora, tipoReunion, plan, free, onChange } = props;
  const [offset, setOffset] = useState(() => initialOffset(fecha, now));
  const { occupied, calendar, loading, error } = useSlotAvailability(now, plan);
  const fullDays = useFreeQuotaDays(now, free);
  const ready =
    fecha !== null &&
    hora !== null &&
    !fullDays.has(fecha) &&
    isBookable(fecha, hora, now, occupied, calendar);

  return (
    <div className="space-y-6">
      <section aria-labelledby="elige-dia">
        <h2 id="elige-dia" className="mb-3 text-lg font-semibold text-ink">
          Elige el día
        </h2>
        <WeekPicker
          calendar={calendar}
          fullDays={fullDays}
          fullLabel="Sin cupos gratis"
          now={now}
          offset={offset}
          onOffsetChange={setOffset}
          selected={fecha}
          onSelect={(day) => {
            onChange({ fecha: day, hora: day === fecha ? hora : null });
          }}
        />
      </section>

      <section aria-labelledby="elige-hora">
        <h2 id="elige-hora" className="mb-3 text-lg font-semibold text-ink">
          {fecha ? `Horarios del ${formatWeekdayDate(fecha)}` : 'Elige la hora'}
        </h2>
        {!fecha && <p className="text-ink-muted">Primero elige un día disponible.</p>}
        {fecha && (
          <DaySlots
            {...{ now, occupied, calendar, loading, error }}
            closed={
              fullDays.has(fecha)
                ? 'No quedan consultas gratuitas para ese día. Elige otro día o una consulta pagada.'
                : undefined
            }
            date={fecha}
            selected={hora}
            onSelect={(time) => {
              onChange({ hora: time });
            }}
          />
        )}
        <p className="mt-2 text-sm text-ink-muted">
          Hora de Chile continental. Cada consulta dura 45 minutos.
        </p>
      </section>

      <MeetingTypeField
        value={tipoReunion}
        onChange={(value) => {
          onChange({ tipoReunion: value });
        }}
      />

      <div className="flex justify-between gap-3">
        <button type="button" onClick={props.onBack} className={buttonClass('secondary')}>
          Anterior
        </button>
        <button
          type="button"
          disabled={!ready}
          onClick={props.onContinue}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          Continuar
        </button>
      </div>
    </div>
  );
}

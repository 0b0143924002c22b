import type { QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Reservation } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import {
  dayUnavailability,
  isBookable,
  MAX_WEEK_OFFSET,
  weekDays,
  type SlotTime,
} from '@/booking/model/schedule';
import { DaySlots } from '@/booking/ui/day-slots';
import { useFreeQuotaDays } from '@/booking/ui/use-free-quota-days';
import { useNow } from '@/booking/ui/use-now';
import { WeekPicker } from '@/booking/ui/week-picker';
import { formatWeekdayDate } from '@/lib/format/dates';
import { MoveRefusal } from './move-refusal';
import { closeDialog, StaffDialog } from './staff-dialog';
import { usePlanAvailability } from './use-plan-availability';
import { useRescheduleBooking } from './use-reschedule-booking';

interface StaffRescheduleDialogProps {
  reservation: Reservation;
  refreshKeys: readonly QueryKey[];
  onClose: () => void;
}

/** The first of the picker's weeks with a day that can still be booked. */
function firstOpenWeek(now: Date): number {
  for (let offset = 0; offset <= MAX_WEEK_OFFSET; offset += 1) {
    if (weekDays(offset, now).some((day) => dayUnavailability(day, now) === null)) return offset;
  }
  return 0;
}

/**
 * Staff move a booking to another free time: the booking module's picker, for the booking's own
 * plan (its area's lawyers), without the client's 4-hour and 2-move limits. The database checks
 * the rest (hours, holidays, lawyers' availability, lead time) and names its refusal; the dialog
 * stays open with the chosen time so that another can be picked.
 */
export function StaffRescheduleDialog({
  reservation,
  refreshKeys,
  onClose,
}: StaffRescheduleDialogProps) {
  const now = useNow();
  const [offset, setOffset] = useState(() => firstOpenWeek(now));
  const [fecha, setFecha] = useState<string | null>(null);
  const [hora, setHora] = useState<SlotTime | null>(null);
  const { occupied, calendar, loading, error } = usePlanAvailability(now, reservation.plan);
  const fullDays = useFreeQuotaDays(now, reservation.precio === 0);
  const inside = useRef<HTMLParagraphElement>(null);
  const reschedule = useRescheduleBooking({
    id: reservation.id,
    refreshKeys,
    onSuccess: () => {
      showMessage('exito', 'Hora de la reserva cambiada. Avisamos al cliente y al abogado.');
      if (inside.current) closeDialog(inside.current);
    },
  });
  const ready =
    fecha !== null &&
    hora !== null &&
    !fullDays.has(fecha) &&
    isBookable(fecha, hora, now, occupied, calendar);

  return (
    <StaffDialog
      title={`Cambiar la hora de la reserva de ${reservation.nombre}`}
      busy={reschedule.isPending}
      onClose={onClose}
      wide
    >
      <p ref={inside} className="text-ink">
        Hora actual: {formatWeekdayDate(reservation.fecha)}, {reservation.hora} (hora de Chile).{' '}
        {reservation.servicio}.
      </p>
      <section aria-label="Elige el día">
        <WeekPicker
          calendar={calendar}
          fullDays={fullDays}
          fullLabel="Sin cupos gratis"
          now={now}
          offset={offset}
          onOffsetChange={setOffset}
          selected={fecha}
          onSelect={(day) => {
            setFecha(day);
            if (day !== fecha) setHora(null);
          }}
        />
      </section>
      <section aria-label="Elige la hora">
        {fecha ? (
          <DaySlots
            {...{ now, occupied, calendar, loading, error }}
            closed={fullDays.has(fecha) ? 'No quedan consultas gratuitas para ese día.' : undefined}
            date={fecha}
            selected={hora}
            onSelect={setHora}
          />
        ) : (
          <p className="text-ink-muted">Elige un día para ver sus horarios libres.</p>
        )}
      </section>
      <MoveRefusal error={reschedule.error} fallback="No se pudo cambiar la hora de la reserva" />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={reschedule.isPending}
          onClick={(event) => {
            closeDialog(event.currentTarget);
          }}
          className={buttonClass('secondary', 'disabled:opacity-60')}
        >
          Volver
        </button>
        <button
          type="button"
          disabled={!ready || reschedule.isPending}
          onClick={() => {
            if (!fecha || !hora) return;
            reschedule.mutate({ fecha, hora });
          }}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {reschedule.isPending
            ? 'Cambiando...'
            : fecha && hora
              ? `Cambiar al ${formatWeekdayDate(fecha)}, ${hora}`
              : 'Cambiar la hora'}
        </button>
      </div>
    </StaffDialog>
  );
}

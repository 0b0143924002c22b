import { useStartedBackend } from '@/components/auth/backend-context';
import { BackendWait } from '@/components/auth/backend-wait';
import type { BookingCalendar, SlotTime } from '@/booking/model/schedule';
import { TimeSlots } from './time-slots';

interface DaySlotsProps {
  date: string;
  now: Date;
  occupied: ReadonlySet<string>;
  /** The database's days and times (empty while it loads). */
  calendar: BookingCalendar;
  /** The occupied slots or the calendar are being fetched. */
  loading: boolean;
  /** Fetching them failed (they are fetched again every minute). */
  error?: boolean;
  /** Why no time of this day can be booked (its free consultations are all taken, say). */
  closed?: string;
  selected: SlotTime | null;
  onSelect: (time: SlotTime) => void;
}

/** Why the database offers no time on a day it knows, with the day's name when it has one. */
function closedDay(nombre: string | null): string {
  return nombre
    ? `No atendemos ese día (${nombre}). Elige otro día.`
    : 'No atendemos ese día. Elige otro día.';
}

/**
 * The times of the chosen day, or what stands in for them: the booking system still starting
 * (or failed, with 'Reintentar'), the day closed, the occupied slots and the calendar loading, or
 * failing to load. Only the times the database's calendar offers that day are shown, and none
 * before it arrives.
 */
export function DaySlots({ loading, error, closed, calendar, ...slots }: DaySlotsProps) {
  const backend = useStartedBackend();
  if (!backend) return <BackendWait waiting="Cargando horarios disponibles..." />;
  const day = calendar.get(slots.date);
  const reason = closed ?? (day?.horarios.length === 0 ? closedDay(day.nombre) : undefined);
  if (reason)
    return (
      <p role="alert" className="text-urgent">
        {reason}
      </p>
    );
  return (
    <>
      {loading && (
        <p role="status" className="text-ink-muted">
          Cargando horarios disponibles...
        </p>
      )}
      {error && (
        <p role="alert" className="text-urgent">
          No pudimos consultar los horarios ocupados. Revisa tu conexión: lo intentaremos de nuevo
          en un minuto.
        </p>
      )}
      {!loading && day && <TimeSlots {...slots} times={day.horarios} />}
    </>
  );
}

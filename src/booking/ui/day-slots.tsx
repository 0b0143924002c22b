import type { BackendPort } from '@/backend/port';
import { BackendWait } from '@/components/auth/backend-wait';
import type { SlotTime } from '@/booking/model/schedule';
import { TimeSlots } from './time-slots';

interface DaySlotsProps {
  date: string;
  now: Date;
  backend: BackendPort | null;
  occupied: ReadonlySet<string>;
  /** The occupied slots are being fetched. */
  loading: boolean;
  /** Fetching them failed (they are fetched again every minute). */
  error?: boolean;
  /** Why no time of this day can be booked (its free consultations are all taken, say). */
  closed?: string;
  selected: SlotTime | null;
  onSelect: (time: SlotTime) => void;
}

/**
 * The times of the chosen day, or what stands in for them: the booking system still starting
 * (or failed, with 'Reintentar'), the day closed, the occupied slots loading, or failing to load.
 */
export function DaySlots({ backend, loading, error, closed, ...slots }: DaySlotsProps) {
  if (!backend) return <BackendWait waiting="Cargando horarios disponibles..." />;
  if (closed)
    return (
      <p role="alert" className="text-urgent">
        {closed}
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
      {!loading && <TimeSlots {...slots} />}
    </>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Reservation } from '@/backend/port';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatWeekdayDate } from '@/lib/format/dates';
import { cn } from '@/lib/cn';
import { MEETING_LABELS } from '@/booking/model/meeting-labels';
import { callBackBy } from '@/booking/model/urgent-promise';
import { formatChileTime } from '@/lib/format/chile-instant';
import { AssignedLawyer } from '@/booking/staff/assigned-lawyer';
import { STATUS_LABELS } from '../reservation-labels';

interface BookingListProps {
  id: string;
  title: string;
  subtitle: string;
  empty: string;
  query: UseQueryResult<Reservation[]>;
  selectedId: string | null;
  /** Group the bookings under a heading per date (for lists spanning several days). */
  byDate?: boolean;
  onSelect: () => void;
}

function BookingItem({
  reservation,
  selected,
  onSelect,
}: {
  reservation: Reservation;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <Link
        to={{ search: `?reserva=${encodeURIComponent(reservation.id)}` }}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className={cn(
          'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-ink no-underline transition-colors hover:bg-surface-2',
          selected ? 'border-brand bg-surface-2 ring-1 ring-brand' : 'border-line bg-surface',
        )}
      >
        <span className="font-semibold tabular-nums">{reservation.hora}</span>{' '}
        {reservation.urgente && (
          <>
            <span className="rounded-full bg-urgent px-2 py-0.5 text-xs font-bold text-surface">
              Urgente
            </span>{' '}
          </>
        )}
        <span className="min-w-0 grow font-medium">{reservation.nombre}</span>{' '}
        <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold">
          {STATUS_LABELS[reservation.estado]}
        </span>{' '}
        <span className="basis-full text-sm text-ink-muted">
          {reservation.urgente
            ? `${reservation.servicio} · Llamar antes de las ${formatChileTime(callBackBy(reservation.createdAt))}`
            : `${reservation.servicio} · ${MEETING_LABELS[reservation.tipoReunion]}`}
          {!reservation.urgente && (
            <>
              {' · '}
              <AssignedLawyer abogadoId={reservation.abogadoId} />
            </>
          )}
        </span>
      </Link>
    </li>
  );
}

/** One of the desk's lists (today, upcoming), with its loading, empty and error states. */
export function BookingList({
  id,
  title,
  subtitle,
  empty,
  query,
  selectedId,
  byDate = false,
  onSelect,
}: BookingListProps) {
  const headingId = `lista-${id}`;
  let body;
  if (query.isPending) {
    body = <Loading text="Cargando reservas..." />;
  } else if (query.isError) {
    body = (
      <LoadError message="Error al cargar las reservas" onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = <p className="text-ink-muted">{empty}</p>;
  } else if (byDate) {
    const days = new Map<string, Reservation[]>();
    for (const reservation of query.data) {
      days.set(reservation.fecha, [...(days.get(reservation.fecha) ?? []), reservation]);
    }
    body = (
      <div className="space-y-4">
        {[...days].map(([fecha, reservations]) => (
          <div key={fecha} className="space-y-2">
            <h3 className="text-sm font-semibold text-ink first-letter:uppercase">
              {formatWeekdayDate(fecha)}
            </h3>
            <ul className="space-y-2">
              {reservations.map((reservation) => (
                <BookingItem
                  key={reservation.id}
                  reservation={reservation}
                  selected={reservation.id === selectedId}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  } else {
    body = (
      <ul className="space-y-2">
        {query.data.map((reservation) => (
          <BookingItem
            key={reservation.id}
            reservation={reservation}
            selected={reservation.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{subtitle}</p>
      </div>
      {body}
    </section>
  );
}

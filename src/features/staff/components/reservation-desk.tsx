import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RecordRead } from '@/components/audit/record-read';
import { useNow } from '@/booking/ui/use-now';
import { formatWeekdayDate } from '@/lib/format/dates';
import { addDays, chileNow } from '@/lib/time/chile-time';
import { useDeskRange } from '../api/use-desk-range';
import { BookingList } from './booking-list';
import { ReservationDetail } from './reservation-detail';

/** How many days after today 'Próximas' covers. */
export const UPCOMING_DAYS = 14;

interface ReservationDeskProps {
  /** The signed-in person may change a booking's status (editAnyReservation). */
  canEdit: boolean;
  /** The signed-in person is an admin: the detail links to the booking's payment. */
  isAdmin?: boolean;
}

/**
 * The lawyer's desk: today's bookings, the next two weeks', and the one selected (kept in the URL
 * as ?reserva=<id>, so a reload or a shared link opens it again).
 */
export function ReservationDesk({ canEdit, isAdmin = false }: ReservationDeskProps) {
  // Refreshed every minute, so the lists move on to the next day at Chilean midnight.
  const today = chileNow(useNow(60_000)).date;
  const tomorrow = addDays(today, 1);
  const lastDay = addDays(today, UPCOMING_DAYS);
  const todayQuery = useDeskRange(today, today);
  const upcomingQuery = useDeskRange(tomorrow, lastDay);
  const [params] = useSearchParams();
  const selectedId = params.get('reserva') || null;
  const [focusRequest, setFocusRequest] = useState(0);
  const select = () => {
    setFocusRequest((n) => n + 1);
  };
  const listed =
    todayQuery.data && upcomingQuery.data
      ? [...todayQuery.data, ...upcomingQuery.data].map((r) => r.id)
      : undefined;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-8">
        <RecordRead table="reservas" ids={listed} screen="panel/agenda" />
        <RecordRead
          table="reservas"
          ids={selectedId ? [selectedId] : undefined}
          screen="panel/detalle"
        />
        <BookingList
          id="hoy"
          title="Hoy"
          subtitle={formatWeekdayDate(today)}
          empty="No hay reservas para hoy"
          query={todayQuery}
          selectedId={selectedId}
          onSelect={select}
        />
        <BookingList
          id="proximas"
          title="Próximas"
          subtitle={`Del ${formatWeekdayDate(tomorrow)} al ${formatWeekdayDate(lastDay)}`}
          empty="No hay reservas próximas"
          query={upcomingQuery}
          selectedId={selectedId}
          byDate
          onSelect={select}
        />
      </div>
      <section
        aria-labelledby="detalle-reserva"
        className="space-y-4 rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="detalle-reserva" className="text-xl font-semibold text-ink">
            Detalle de la reserva
          </h2>
          {selectedId && (
            <Link to={{ search: '' }} className="text-sm text-link underline">
              Cerrar el detalle
            </Link>
          )}
        </div>
        {selectedId ? (
          <ReservationDetail
            id={selectedId}
            canEdit={canEdit}
            isAdmin={isAdmin}
            focusRequest={focusRequest}
          />
        ) : (
          <p className="text-ink-muted">Selecciona una reserva para ver el detalle.</p>
        )}
      </section>
    </div>
  );
}

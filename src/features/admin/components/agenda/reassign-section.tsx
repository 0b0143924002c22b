import { useLawyers } from '@/components/agenda/use-lawyers';
import { Loading, LoadError } from '@/components/ui/load-states';
import { useToReassign } from '../../api/use-to-reassign';
import { ReassignRow } from './reassign-row';

/**
 * Upcoming bookings whose lawyer is missing, away, no longer attends then, or whose day the firm
 * closed: each can be given to another lawyer (the database checks area and availability).
 */
export function ReassignSection() {
  const bookings = useToReassign();
  const lawyers = useLawyers();
  return (
    <section aria-labelledby="agenda-reasignar" className="space-y-4">
      <h3 id="agenda-reasignar" className="text-lg font-semibold text-ink">
        Reservas por reasignar
      </h3>
      {bookings.isPending && <Loading text="Cargando las reservas por reasignar..." />}
      {bookings.isError && (
        <LoadError
          message={`No se pudieron cargar las reservas por reasignar: ${bookings.error.message}`}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.isSuccess &&
        (bookings.data.length === 0 ? (
          <p className="text-sm text-ink-muted">Ninguna reserva espera un abogado.</p>
        ) : (
          <ul className="space-y-2">
            {bookings.data.map((booking) => (
              <ReassignRow key={booking.id} booking={booking} lawyers={lawyers.data ?? []} />
            ))}
          </ul>
        ))}
    </section>
  );
}

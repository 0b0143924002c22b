import type { Reservation, ReservationStatus } from '@/backend/port';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { formatClp } from '@/lib/format/clp';
import { urgentRequestLabel } from '@/booking/model/urgent-request';
import { formatWeekdayDate } from '@/lib/format/dates';
import { AssignedLawyer } from '@/booking/staff/assigned-lawyer';
import { BookingMoves } from '@/booking/staff/booking-moves';
import { BookingNoticesButton } from '../notifications/booking-notices-button';
import { RecordTrailButton } from '../privacy/record-trail-button';
import { StatusBadge } from './status-badge';
import { BookedBy } from './erased-person';
import { useRemoveReservation } from '../../api/use-remove-reservation';
import { useSetReservationStatus } from '../../api/use-set-reservation-status';
import { reservationSearchKeys } from '../../api/use-reservation-search';
import { statisticsKey } from '../../api/use-statistics';

export const DELETE_CONFIRMATION = '¿Estás seguro de que quieres eliminar esta reserva?';

interface StatusAction {
  label: string;
  to: ReservationStatus;
  variant: ButtonVariant;
}

const CONFIRM: StatusAction = { label: 'Confirmar', to: 'confirmada', variant: 'primary' };
const CANCEL: StatusAction = { label: 'Cancelar', to: 'cancelada', variant: 'secondary' };

/**
 * The state changes staff can make from each state. A confirmed consultation is closed by its
 * attendance ('Asistió', 'No asistió': BookingMoves), once its time has come.
 */
const ACTIONS: Record<ReservationStatus, readonly StatusAction[]> = {
  pendiente: [CONFIRM, CANCEL],
  confirmada: [CANCEL],
  cancelada: [],
  completada: [],
  expirada: [],
  no_asistio: [],
};

const SMALL = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

/** What a change to a booking of this list reads again: the pages and the counters. */
const REFRESH = [reservationSearchKeys.all, statisticsKey] as const;

interface ReservationRowProps {
  reservation: Reservation;
}

/** One booking of the staff list, with its state changes and deletion. */
export function ReservationRow({ reservation }: ReservationRowProps) {
  // Failures are shown by the page's toaster, from the hooks' meta.
  const setStatus = useSetReservationStatus(reservation.id, {
    onSuccess: () => {
      showMessage('exito', 'Reserva actualizada');
    },
  });

  const remove = useRemoveReservation(reservation.id, {
    onSuccess: () => {
      showMessage('exito', 'Reserva eliminada exitosamente');
    },
  });

  const busy = setStatus.isPending || remove.isPending;
  const date = formatWeekdayDate(reservation.fecha);
  const which = `la ${reservation.urgente ? 'solicitud urgente' : 'reserva'} de ${reservation.nombre} del ${date} a las ${reservation.hora}`;

  return (
    <tr className="border-t border-line align-top" aria-busy={busy || undefined}>
      <td className="px-3 py-3 text-ink">
        {reservation.urgente ? (
          // An emergency request has no appointment: the firm calls back, at any hour.
          <span className="block font-semibold text-urgent">{urgentRequestLabel(reservation)}</span>
        ) : (
          <>
            <span className="block first-letter:uppercase">{date}</span>
            <span className="text-ink-muted">{reservation.hora}</span>
          </>
        )}
      </td>
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <BookedBy reservation={reservation} />
      </th>
      <td className="px-3 py-3 text-ink">
        <span className="block">{reservation.servicio}</span>
        <span className="text-ink-muted">{formatClp(reservation.precio)}</span>
      </td>
      <td className="px-3 py-3 text-ink">
        {reservation.urgente ? (
          <span className="text-ink-muted">No aplica</span>
        ) : (
          <AssignedLawyer abogadoId={reservation.abogadoId} />
        )}
      </td>
      <td className="px-3 py-3">
        <StatusBadge estado={reservation.estado} />
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          {ACTIONS[reservation.estado].map((action) => (
            <button
              key={action.to}
              type="button"
              disabled={busy}
              aria-label={`${action.label} ${which}`}
              onClick={() => {
                setStatus.mutate(action.to);
              }}
              className={buttonClass(action.variant, SMALL)}
            >
              {action.label}
            </button>
          ))}
          <BookingMoves
            reservation={reservation}
            refreshKeys={REFRESH}
            which={which}
            size={SMALL}
          />
          <button
            type="button"
            disabled={busy}
            aria-label={`Eliminar ${which}`}
            onClick={() => {
              if (window.confirm(DELETE_CONFIRMATION)) remove.mutate();
            }}
            className={buttonClass('urgent', SMALL)}
          >
            Eliminar
          </button>
          <BookingNoticesButton
            reservaId={reservation.id}
            label={`Ver avisos de ${which}`}
            className={SMALL}
          />
          <RecordTrailButton
            table="reservas"
            id={reservation.id}
            label={`Ver registro de acceso de ${which}`}
            className={SMALL}
          />
        </div>
      </td>
    </tr>
  );
}

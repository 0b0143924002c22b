import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { moveBlock } from '@/booking/model/client-changes';
import { RescheduleAction } from '@/booking/ui/reschedule-action';
import { useNow } from '@/booking/ui/use-now';
import { buttonClass } from '@/components/ui/button-styles';
import { Loading, LoadError } from '@/components/ui/load-states';
import { formatClp } from '@/lib/format/clp';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { urgentRequestLabel } from '@/booking/model/urgent-request';
import { formatWeekdayDate } from '@/lib/format/dates';
import { MEETING_LABELS } from '@/booking/model/meeting-labels';
import { reservationCode } from '@/booking/model/reservation-code';
import { canCancel } from '../can-cancel';
import { CANCELLED_MESSAGE, cancelButtonName, confirmCancellation } from '../cancel-confirmation';
import { STATUS_LABELS } from '../reservation-labels';
import { useCancelReservation } from '../api/use-cancel-reservation';
import { useMyPayments } from '../api/use-my-payments';
import { useLawyerNames } from '@/booking/staff/use-lawyer-names';
import { myReservationsKey, useMyReservations } from '../api/use-my-reservations';
import { ReservationPayment } from './reservation-payment';
import { WithdrawSensitiveConsent } from './withdraw-sensitive-consent';

/**
 * The signed-in person's bookings, newest date first, each with its lawyer, cancellable and
 * movable (twice) up to 4 hours before.
 */
export function MyReservations({ userId }: { userId: string }) {
  const now = useNow();
  const queryClient = useQueryClient();
  const lawyers = useLawyerNames();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const query = useMyReservations(userId);
  const payments = useMyPayments(userId);
  const cancel = useCancelReservation(userId, {
    onSuccess: () => {
      setMessage({ kind: 'ok', text: CANCELLED_MESSAGE });
    },
    onError: (error) => {
      setMessage({ kind: 'error', text: error.message });
    },
  });

  if (query.isPending) return <Loading text="Cargando tus reservas..." />;
  if (query.isError)
    return (
      <LoadError message="No pudimos cargar tus reservas." onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0)
    return (
      <div className="space-y-3">
        <p className="text-ink-muted">Aún no tienes reservas con esta cuenta.</p>
        <Link to="/agendamiento?plan=gratis" className={buttonClass('primary')}>
          Agendar una consulta
        </Link>
      </div>
    );

  return (
    <div className="space-y-3">
      <p role="status" className={message?.kind === 'error' ? 'text-urgent' : 'text-success'}>
        {message?.text ?? ''}
      </p>
      {payments.isError && (
        <p className="text-sm text-ink-muted">No pudimos consultar el estado de tus pagos.</p>
      )}
      <ul className="space-y-3">
        {query.data.map((reservation) => {
          const cancellable = canCancel(reservation, now);
          const lawyer = reservation.abogadoId && lawyers.data?.get(reservation.abogadoId);
          return (
            <li key={reservation.id} className="rounded-xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 className="font-semibold text-ink">{reservation.servicio}</h3>
                  <p className="text-ink">
                    {reservation.urgente
                      ? urgentRequestLabel(reservation)
                      : `${formatWeekdayDate(reservation.fecha)}, ${reservation.hora} · ${MEETING_LABELS[reservation.tipoReunion]}`}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {STATUS_LABELS[reservation.estado]} ·{' '}
                    {reservation.precio === 0 ? 'Gratis' : formatClp(reservation.precio)} · Código{' '}
                    <span className="font-mono">{reservationCode(reservation.id)}</span>
                  </p>
                  {lawyer && <p className="text-sm text-ink">Te atiende: {lawyer}</p>}
                  {reservation.estado === 'no_asistio' && (
                    <p className="text-sm text-ink-muted">
                      Como no asististe sin avisar, el pago de esta consulta no se devuelve.
                    </p>
                  )}
                </div>
                {cancellable && (
                  <button
                    type="button"
                    disabled={cancel.isPending}
                    aria-label={cancelButtonName(reservation)}
                    onClick={() => {
                      if (confirmCancellation()) cancel.mutate(reservation.id);
                    }}
                    className={buttonClass('secondary')}
                  >
                    Cancelar
                  </button>
                )}
              </div>
              {!reservation.urgente && (
                <RescheduleAction
                  booking={reservation}
                  block={moveBlock(reservation, now)}
                  onRescheduled={() => {
                    void queryClient.invalidateQueries({ queryKey: myReservationsKey(userId) });
                  }}
                />
              )}
              <ReservationPayment reservation={reservation} payments={payments.data} now={now} />
              <WithdrawSensitiveConsent
                userId={userId}
                reservation={reservation}
                onWithdrawn={() => {
                  setMessage({
                    kind: 'ok',
                    text: 'Retiraste tu autorización y borramos la descripción del caso.',
                  });
                }}
              />
              {/* A booking's own limits are stated beside 'Cambiar fecha u hora'. */}
              {reservation.urgente &&
                !cancellable &&
                (reservation.estado === 'pendiente' || reservation.estado === 'confirmada') && (
                  <p className="mt-2 text-sm text-ink-muted">
                    Te llamamos en menos de {CALL_BACK_WITHIN} desde tu solicitud; para cambios,
                    llámanos o escríbenos.
                  </p>
                )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

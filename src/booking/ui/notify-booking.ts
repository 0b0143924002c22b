import type { BackendPort, Reservation } from '@/backend/port';
import { sendNotice } from '@/backend/send-notice';
import type { BOOKING_EVENTS } from '../../../supabase/functions/_shared/notify/notice-kinds.ts';

/**
 * The two notices of a new booking: to the client and to the lawyer. The same pair as the
 * protocol's BOOKING_EVENTS, checked against its list of kinds by the compiler; restated rather
 * than imported so the booking pages load no module of the notification protocol.
 */
export const BOOKING_NOTICES = [
  'nueva_reserva',
  'notificacion_abogado',
] as const satisfies typeof BOOKING_EVENTS;

/**
 * Tells the client and the lawyer about a new booking, through the notification function (which
 * builds the payloads from the booking in the database; the browser sends only its id). Runs
 * after the booking is made and never throws: a webhook that is down, slow or not configured
 * must not block or undo a booking. The booking itself logged both notices as pending, so one
 * that does not go out here stays in the log for an admin's resend.
 */
export async function notifyBooking(
  backend: Pick<BackendPort, 'notificaciones'>,
  reservation: Pick<Reservation, 'id'>,
  sleep?: (ms: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    BOOKING_NOTICES.map((tipo) =>
      sendNotice(backend.notificaciones, { tipo, reservaId: reservation.id }, sleep),
    ),
  );
}

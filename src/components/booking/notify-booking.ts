import type { BackendPort, Reservation } from '@/backend/port';
import { sendNotice } from '@/backend/send-notice';
import { BOOKING_EVENTS } from '../../../supabase/functions/_shared/notify/protocol.ts';

/** The two notices of a new booking: to the client and to the lawyer. */
export const BOOKING_NOTICES = BOOKING_EVENTS;

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

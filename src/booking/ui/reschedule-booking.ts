import type { BackendPort, BookingSummary, RescheduleInput } from '@/backend/port';
import { sendNotice } from '@/backend/send-notice';
import type { MOVE_EVENTS } from '../../../supabase/functions/_shared/notify/notice-kinds.ts';

/**
 * The two notices of a move, to the client and to the lawyer: the protocol's MOVE_EVENTS,
 * restated like BOOKING_NOTICES (and kept out of notify-booking.ts, which the booking route
 * loads, so that route carries no code of moves). reagendar_reserva logged both as pending;
 * these calls deliver them.
 */
export const RESCHEDULE_NOTICES = [
  'reagendada',
  'reagendada_abogado',
] as const satisfies typeof MOVE_EVENTS;

/**
 * Tells the client and the lawyer that a booking moved, like notifyBooking: never throwing, the
 * payloads built by the function from the booking in the database.
 */
export async function notifyReschedule(
  backend: Pick<BackendPort, 'notificaciones'>,
  reservaId: string,
  sleep?: (ms: number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    RESCHEDULE_NOTICES.map((tipo) =>
      sendNotice(backend.notificaciones, { tipo, reservaId }, sleep),
    ),
  );
}

/**
 * Moves a booking (reagendar_reserva: same code, plan and payment; the database checks who asks,
 * the 4-hour limit, the 2 moves and every rule of a new booking), then tells the client and the
 * lawyer in the background. A notice that fails never undoes or hides the move; a refusal throws
 * the database's Spanish message.
 */
export async function rescheduleBooking(
  backend: Pick<BackendPort, 'reservas' | 'notificaciones'>,
  input: RescheduleInput,
): Promise<BookingSummary> {
  const summary = await backend.reservas.reschedule(input);
  notifyReschedule(backend, summary.id).catch((error: unknown) => {
    console.error('No se pudieron enviar los avisos del cambio de hora', error);
  });
  return summary;
}

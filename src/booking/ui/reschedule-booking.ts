import type { BackendPort, BookingSummary, RescheduleInput } from '@/backend/port';
import { notifyReschedule } from './notify-booking';

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

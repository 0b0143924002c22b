import type { BackendPort, NotificationType } from '@/backend/port';
import { sendNotice } from '@/backend/send-notice';
import { RESCHEDULE_NOTICES } from '@/booking/ui/reschedule-booking';

/**
 * The notices of a move, as reagendar_reserva and reasignar_reserva log them: a new time tells
 * the client and the lawyer, a new lawyer tells the lawyer.
 */
export { RESCHEDULE_NOTICES };
export const REASSIGN_NOTICES = ['reagendada_abogado'] as const;
type MoveNotice = (typeof RESCHEDULE_NOTICES)[number] & NotificationType;

/**
 * Sends a move's notices through the notification function, like a new booking's: in the
 * background, never throwing (a notice that does not go out stays logged for an admin's resend).
 */
export async function notifyMove(
  backend: Pick<BackendPort, 'notificaciones'>,
  reservaId: string,
  kinds: readonly MoveNotice[],
): Promise<void> {
  await Promise.all(kinds.map((tipo) => sendNotice(backend.notificaciones, { tipo, reservaId })));
}

/** Starts the notices without waiting; a failure is only logged, the move stands. */
export function notifyMoveInBackground(
  backend: Pick<BackendPort, 'notificaciones'>,
  reservaId: string,
  kinds: readonly MoveNotice[],
): void {
  notifyMove(backend, reservaId, kinds).catch((error: unknown) => {
    console.error('No se pudieron enviar los avisos del cambio', error);
  });
}

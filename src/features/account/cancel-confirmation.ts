import { CLIENT_CHANGE_CUTOFF_HOURS } from '@/booking/model/client-change-limits';
import { formatWeekdayDate } from '@/lib/format/dates';

/**
 * Cancelling a booking as its client, from Mi cuenta or from the link of the confirmation: one
 * question before it, one name for its button and one message after it.
 */
export const CANCEL_QUESTION = '¿Quieres cancelar esta reserva? La hora quedará libre.';

export const CANCELLED_MESSAGE = 'Reserva cancelada. La hora quedó libre.';

/** Asks the client to confirm (the browser's own dialog, which takes the focus); true to go on. */
export function confirmCancellation(): boolean {
  return window.confirm(CANCEL_QUESTION);
}

/** The cancel button's accessible name: which booking it cancels. */
export function cancelButtonName(booking: { fecha: string; hora: string }): string {
  return `Cancelar la reserva del ${formatWeekdayDate(booking.fecha)} a las ${booking.hora}`;
}

/** The rule beside the link page's button (cancelar_reserva's). */
export const CANCEL_RULE = `Puedes cancelar hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la consulta.`;

/** Why the client may no longer cancel an active booking. */
export const CANCEL_TOO_LATE = `Ya no se puede cancelar: faltan menos de ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas para la consulta. Para cambios, escríbenos o llámanos.`;

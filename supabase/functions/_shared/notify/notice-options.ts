/**
 * What a notice's payload asks the automation to do (its `configuracion`: calendar event, Meet
 * link, lawyer alert...), decided on the server. Each of these spends the firm's resources or
 * reaches a person, so whoever merely holds a booking id does not choose them: they follow from
 * the booking, and only an active admin at aal2 may send other ones (the panel's settings). What
 * the booking rules out, no option turns back on.
 */
import {
  DEFAULT_PAYLOAD_OPTIONS,
  type PayloadOptions,
  type ReservationForWebhook,
} from './payloads.ts';

export function noticeOptions(
  reserva: ReservationForWebhook | null,
  chosen?: PayloadOptions,
): PayloadOptions {
  const options: PayloadOptions = { ...(chosen ?? DEFAULT_PAYLOAD_OPTIONS) };
  options.zonaHoraria = DEFAULT_PAYLOAD_OPTIONS.zonaHoraria;
  if (reserva?.urgente === true) {
    // An emergency request has no appointment: the lawyer calls back now.
    options.crearCalendarEvent = false;
    options.crearMeetLink = false;
    options.enviarRecordatorio = false;
  }
  if (reserva?.precio === 0) {
    // A free consultation is paid with nothing, so there is no receipt to send.
    options.enviarComprobante = false;
  }
  return options;
}

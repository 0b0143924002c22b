/**
 * What a client may change of their own booking, as the database rules it: cancelling
 * (cancelar_reserva) and moving it (reagendar_reserva, private.motivo_sin_reagendar) close 4 hours
 * before the consultation, and a client moves a booking twice at most. The staff are not bound.
 * The browser mirrors these to explain them and to hide what would be refused; SQL decides.
 * Plain values with no imports, so legal texts and FAQs state them without any code.
 */
export const CLIENT_CHANGE_CUTOFF_HOURS = 4;
export const CLIENT_CHANGE_CUTOFF_MS = CLIENT_CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;
export const MAX_CLIENT_MOVES = 2;

/** Why a client may not move a booking now (the database's sin_reagendar). */
export type MoveBlock = 'estado' | 'plazo' | 'limite';

/** The rule as the client reads it beside the button. */
export const MOVE_RULES = `Puedes cambiar la fecha u hora hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la consulta, ${String(MAX_CLIENT_MOVES)} veces como máximo. Tu reserva conserva su código y su pago.`;

/** Why the button is not there, in the client's words. */
export const MOVE_BLOCK_REASONS: Record<MoveBlock, string> = {
  estado: 'Esta reserva ya no se puede cambiar.',
  plazo: `Faltan menos de ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas para la consulta: para cambiarla, escríbenos o llámanos.`,
  limite: `Ya cambiaste esta reserva ${String(MAX_CLIENT_MOVES)} veces, el máximo. Para otro cambio, escríbenos por WhatsApp o llámanos.`,
};

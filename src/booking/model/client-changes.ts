import { chileDateTimeToUtc } from '../../lib/time/chile-time';

/**
 * What a client may change of their own booking, as the database rules it: cancelling
 * (cancelar_reserva) and moving it (reagendar_reserva, private.motivo_sin_reagendar) close 4 hours
 * before the consultation, and a client moves a booking twice at most. The staff are not bound.
 * The browser mirrors these to explain them and to hide what would be refused; SQL decides.
 */
export const CLIENT_CHANGE_CUTOFF_HOURS = 4;
export const CLIENT_CHANGE_CUTOFF_MS = CLIENT_CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;
export const MAX_CLIENT_MOVES = 2;

/** Why a client may not move a booking now (the database's sin_reagendar). */
export type MoveBlock = 'estado' | 'plazo' | 'limite';

/** What the rule reads of a booking. */
export interface MovableBooking {
  estado: string;
  fecha: string;
  hora: string;
  urgente?: boolean;
  /** The end of an unpaid hold (ISO instant), if any. */
  expiraEn?: string | null;
  movimientosCliente: number;
}

/** Whether the consultation starts at least 4 hours from now. */
export function beforeCutoff(booking: Pick<MovableBooking, 'fecha' | 'hora'>, now: Date): boolean {
  const start = chileDateTimeToUtc(booking.fecha, booking.hora).getTime();
  return start - now.getTime() >= CLIENT_CHANGE_CUTOFF_MS;
}

/** Why the client may not move this booking now, or null when they may (motivo_sin_reagendar). */
export function moveBlock(booking: MovableBooking, now: Date): MoveBlock | null {
  const held =
    booking.estado === 'pendiente' &&
    (booking.expiraEn == null || Date.parse(booking.expiraEn) > now.getTime());
  if (booking.urgente || !(booking.estado === 'confirmada' || held)) return 'estado';
  if (!beforeCutoff(booking, now)) return 'plazo';
  if (booking.movimientosCliente >= MAX_CLIENT_MOVES) return 'limite';
  return null;
}

/** The rule as the client reads it beside the button. */
export const MOVE_RULES = `Puedes cambiar la fecha u hora hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la consulta, ${String(MAX_CLIENT_MOVES)} veces como máximo. Tu reserva conserva su código y su pago.`;

/** Why the button is not there, in the client's words. */
export const MOVE_BLOCK_REASONS: Record<MoveBlock, string> = {
  estado: 'Esta reserva ya no se puede cambiar.',
  plazo: `Faltan menos de ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas para la consulta: para cambiarla, escríbenos o llámanos.`,
  limite: `Ya cambiaste esta reserva ${String(MAX_CLIENT_MOVES)} veces, el máximo. Para otro cambio, escríbenos por WhatsApp o llámanos.`,
};

/** How many changes the client has left. */
export const movesLeft = (booking: Pick<MovableBooking, 'movimientosCliente'>): number =>
  Math.max(0, MAX_CLIENT_MOVES - booking.movimientosCliente);

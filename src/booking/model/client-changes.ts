import { chileDateTimeToUtc } from '../../lib/time/chile-time';
import { CLIENT_CHANGE_CUTOFF_MS, MAX_CLIENT_MOVES, type MoveBlock } from './client-change-limits';

export * from './client-change-limits';

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

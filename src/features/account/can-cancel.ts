import type { Reservation } from '@/backend/port';
import { chileDateTimeToUtc } from '@/lib/time/chile-time';

/** Free cancellation closes 4 hours before the consultation (the database enforces it too). */
export const CANCEL_CUTOFF_MS = 4 * 60 * 60 * 1000;

/** Whether the client may still cancel this booking: active, and more than 4 hours ahead. */
export function canCancel(reservation: Reservation, now: Date): boolean {
  if (reservation.estado !== 'pendiente' && reservation.estado !== 'confirmada') return false;
  const start = chileDateTimeToUtc(reservation.fecha, reservation.hora).getTime();
  return start - now.getTime() >= CANCEL_CUTOFF_MS;
}

import type { Reservation } from '@/backend/port';
import { beforeCutoff } from '@/booking/model/client-changes';

/**
 * Whether the client may still cancel this booking: active, and at least 4 hours ahead
 * (CLIENT_CHANGE_CUTOFF_HOURS; the database enforces it too).
 */
export function canCancel(reservation: Reservation, now: Date): boolean {
  if (reservation.estado !== 'pendiente' && reservation.estado !== 'confirmada') return false;
  return beforeCutoff(reservation, now);
}

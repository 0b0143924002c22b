import type { ReservationStatus } from '@/backend/port';
import { beforeCutoff } from '@/booking/model/client-changes';

/** What the rule reads of a booking (a Reservation of Mi cuenta or a link's BookingSummary). */
export interface CancellableBooking {
  estado: ReservationStatus;
  fecha: string;
  hora: string;
}

/**
 * Whether the client may still cancel this booking: active, and at least 4 hours ahead
 * (CLIENT_CHANGE_CUTOFF_HOURS; the database enforces it too).
 */
export function canCancel(reservation: CancellableBooking, now: Date): boolean {
  if (reservation.estado !== 'pendiente' && reservation.estado !== 'confirmada') return false;
  return beforeCutoff(reservation, now);
}

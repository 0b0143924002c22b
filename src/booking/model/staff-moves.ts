import { chileDateTimeToUtc } from '@/lib/time/chile-time';

/** What the staff's actions on one booking read of it. */
export interface MovableBooking {
  estado: string;
  urgente: boolean;
  fecha: string;
  hora: string;
}

/**
 * Whether the consultation's start time has passed: only then is its attendance marked
 * (marcar_asistencia refuses before, with 'antes_de_tiempo').
 */
export function hasStarted(booking: Pick<MovableBooking, 'fecha' | 'hora'>, now: Date): boolean {
  return chileDateTimeToUtc(booking.fecha, booking.hora).getTime() <= now.getTime();
}

/**
 * Whether staff may move the booking to another time or lawyer: a pending or confirmed booking
 * with an appointment (an emergency request has none). The staff have no 4-hour or 2-move limit;
 * the database still applies the hours, holidays, lawyers' availability and lead time.
 */
export function canMove(booking: MovableBooking): boolean {
  return !booking.urgente && (booking.estado === 'pendiente' || booking.estado === 'confirmada');
}

/** Whether staff may give the booking to another lawyer: a movable one whose time is still ahead. */
export function canReassign(booking: MovableBooking, now: Date): boolean {
  return canMove(booking) && !hasStarted(booking, now);
}

/** The attendance marks staff may make now: both for a confirmed one, the other to correct one. */
export type AttendanceMark = 'asistio' | 'no_asistio';

export function attendanceMarks(booking: MovableBooking, now: Date): AttendanceMark[] {
  if (booking.urgente || !hasStarted(booking, now)) return [];
  if (booking.estado === 'confirmada') return ['asistio', 'no_asistio'];
  if (booking.estado === 'completada') return ['no_asistio'];
  if (booking.estado === 'no_asistio') return ['asistio'];
  return [];
}

/**
 * Start times offered every working day, in Chilean time (private.horarios_del_dia in the
 * database holds the same list). Dependency-free: the notification function imports it too.
 */
export const SLOT_TIMES = [
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
] as const;

import type { ClosedDay } from '@/backend/port';

export type ClosedDayErrors = Partial<Record<keyof ClosedDay, string>>;

/** What the form checks before closing a day (the database checks again). */
export function closedDayErrors(day: ClosedDay, today: string): ClosedDayErrors {
  const errors: ClosedDayErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day.fecha)) errors.fecha = 'Indica el día que cierra el estudio.';
  else if (day.fecha < today) errors.fecha = 'No se puede cerrar un día pasado.';
  const nombre = day.nombre.trim();
  if (nombre.length < 3 || nombre.length > 120)
    errors.nombre = 'Escribe el motivo del cierre (entre 3 y 120 caracteres).';
  return errors;
}

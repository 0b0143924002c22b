/** The months' names, as dates are written here. */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/**
 * Chilean long date for a calendar date written as YYYY-MM-DD: "2025-01-08" → "8 de enero de 2025".
 * It works on the date's own digits, so no time zone can move it to the previous day.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Fecha inválida: ${isoDate}`);
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}

const WEEKDAYS = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

/** The weekday of a YYYY-MM-DD date, computed on its own digits: "2026-11-24" → "martes". */
export function weekdayName(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const index = (new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] ?? '';
}

/** The full date a person reads aloud: "2026-11-24" → "martes 24 de noviembre de 2026". */
export function formatWeekdayDate(isoDate: string): string {
  return `${weekdayName(isoDate)} ${formatLongDate(isoDate)}`;
}

/** Month and year of a date: "2026-11-24" → "noviembre de 2026". */
export function formatMonthYear(isoDate: string): string {
  return formatLongDate(isoDate).replace(/^\d+ de /, '');
}

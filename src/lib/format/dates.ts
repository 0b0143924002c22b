const MONTHS = [
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

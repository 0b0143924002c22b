import { isChileanHoliday } from '../../booking/model/holidays';
import { addDays, chileNow, isoWeekday } from '../time/chile-time';

/**
 * Due dates of a request to exercise a data-protection right (Ley 19.628 art. 11, as reformed by
 * Ley 21.719): the answer is due 30 calendar days after receipt, extendable once by up to 30 more
 * calendar days; a blocking request (art. 8 ter) within 2 business days. Dates are Santiago
 * calendar dates ('YYYY-MM-DD'); a business day is Monday to Friday except a national holiday.
 * The database computes the same dates (private.vencimiento_solicitud, public.feriados), and a
 * database test checks that both agree.
 */

export const RIGHTS = [
  'acceso',
  'rectificacion',
  'supresion',
  'oposicion',
  'portabilidad',
  'bloqueo',
] as const;
export type Right = (typeof RIGHTS)[number];

/** Calendar days to answer, counted from the day of receipt. */
export const ANSWER_DAYS = 30;
/** The one extension: up to this many calendar days after the first due date. */
export const MAX_EXTENSION_DAYS = 30;
/** Business days to answer a blocking request. */
export const BLOCKING_BUSINESS_DAYS = 2;
/** Business days the person has to complain to the Agencia after a denial. */
export const COMPLAINT_BUSINESS_DAYS = 30;

/**
 * What every denial says after its reason. The database appends the same sentence
 * (private.aviso_reclamo_agencia) to the stored answer.
 */
export const COMPLAINT_NOTICE =
  'Si no estás de acuerdo con esta respuesta, tienes 30 días hábiles desde que la recibes para reclamar ante la Agencia de Protección de Datos Personales.';

export function isBusinessDay(date: string): boolean {
  return isoWeekday(date) <= 5 && !isChileanHoliday(date);
}

/** The business day `days` business days after `date` (the day itself does not count). */
export function addBusinessDays(date: string, days: number): string {
  let current = date;
  let counted = 0;
  while (counted < days) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) counted += 1;
  }
  return current;
}

/** The Santiago date of the instant a request arrived. */
export function receiptDate(receivedAt: Date): string {
  return chileNow(receivedAt).date;
}

/** The date the answer to a request of `right` received at `receivedAt` is due. */
export function dueDate(right: Right, receivedAt: Date): string {
  const received = receiptDate(receivedAt);
  return right === 'bloqueo'
    ? addBusinessDays(received, BLOCKING_BUSINESS_DAYS)
    : addDays(received, ANSWER_DAYS);
}

/** The latest date the one extension may reach. */
export function latestExtension(due: string): string {
  return addDays(due, MAX_EXTENSION_DAYS);
}

/**
 * Whether a request may still be extended on `today`: once, not a blocking request, and decided
 * before the first due date passes.
 */
export function canExtend(
  request: { derecho: Right; venceEn: string; prorrogaHasta: string | null },
  today: string,
): boolean {
  return (
    request.derecho !== 'bloqueo' && request.prorrogaHasta === null && today <= request.venceEn
  );
}

/** Calendar days from `today` to `due`: negative once overdue, 0 on the due date. */
export function daysLeft(due: string, today: string): number {
  const DAY_MS = 86_400_000;
  return Math.round((Date.parse(`${due}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / DAY_MS);
}

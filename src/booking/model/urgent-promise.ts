import { company } from '@/content/company';

/**
 * The emergency consultation's promise, for every screen that states it. Free of other
 * dependencies: the public /urgente page loads it at once.
 */

/** The page where emergency requests are made. */
export const URGENT_PATH = '/urgente';

/** The call-back promise in words: '60 minutos'. */
export const CALL_BACK_WITHIN = `${String(company.emergencyContactMinutes)} minutos`;

/** The latest moment the firm calls back: the promised minutes after the request was made. */
export function callBackBy(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + company.emergencyContactMinutes * 60_000);
}

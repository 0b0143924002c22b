import { company } from '@/content/company';
import { formatWeekdayDate } from '../format/dates';

/** The page where emergency requests are made. */
export const URGENT_PATH = '/urgente';

/** The call-back promise of the emergency consultation, in words: '60 minutos'. */
export const CALL_BACK_WITHIN = `${String(company.emergencyContactMinutes)} minutos`;

/**
 * How every screen names an emergency request: it has no appointment, only the moment it was
 * asked for. 'Urgente: solicitada el domingo 29 de noviembre de 2026 a las 03:00'.
 */
export function urgentRequestLabel(request: { fecha: string; hora: string }): string {
  return `Urgente: solicitada el ${formatWeekdayDate(request.fecha)} a las ${request.hora}`;
}

/** The latest moment the firm calls back: the promised minutes after the request was made. */
export function callBackBy(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + company.emergencyContactMinutes * 60_000);
}

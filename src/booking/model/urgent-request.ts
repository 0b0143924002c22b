import { formatWeekdayDate } from '../../lib/format/dates';

/**
 * How every screen names an emergency request: it has no appointment, only the moment it was
 * asked for. 'Urgente: solicitada el domingo 29 de noviembre de 2026 a las 03:00'.
 */
export function urgentRequestLabel(request: { fecha: string; hora: string }): string {
  return `Urgente: solicitada el ${formatWeekdayDate(request.fecha)} a las ${request.hora}`;
}

import type { RightsRequest } from '@/backend/rights-requests-port';
import { formatLongDate } from '@/lib/format/dates';
import { daysLeft } from '@/lib/privacy/request-deadlines';

/** How a request's deadline reads, and whether it is overdue (only while it is unanswered). */
export function dueLabel(
  request: Pick<RightsRequest, 'plazo' | 'estado' | 'prorrogaHasta'>,
  today: string,
): { text: string; overdue: boolean } {
  const date = formatLongDate(request.plazo);
  const extended = request.prorrogaHasta ? ' (prorrogado)' : '';
  if (request.estado === 'respondida' || request.estado === 'rechazada') {
    return { text: `Plazo: ${date}${extended}`, overdue: false };
  }
  const left = daysLeft(request.plazo, today);
  if (left < 0) {
    const late = -left === 1 ? '1 día' : `${String(-left)} días`;
    return { text: `Vencida hace ${late}: ${date}${extended}`, overdue: true };
  }
  const remaining =
    left === 0 ? 'vence hoy' : left === 1 ? 'queda 1 día' : `quedan ${String(left)} días`;
  return { text: `${date}${extended}, ${remaining}`, overdue: false };
}

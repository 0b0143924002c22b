import { toBackendError } from '@/backend/errors';
import type { ScheduleRunReport } from '@/backend/port';
import type { ActionContext, ActionResult } from './notification-deps';

export const SCHEDULE_ERROR = 'Error ejecutando el envío de avisos programados';
export const NOTHING_DUE = 'No había avisos por enviar';

/** The toast of a run: what it sent, and what it could not. */
export function scheduleSummary(report: ScheduleRunReport): ActionResult {
  const attempted = report.enviados + report.fallidos;
  if (attempted === 0 && report.sinEnvio === 0 && report.descartados === 0) {
    return { kind: 'exito', text: NOTHING_DUE };
  }
  const parts = [
    `Avisos enviados: ${String(report.enviados)}. Errores: ${String(report.fallidos)}`,
  ];
  if (report.sinEnvio > 0) {
    parts.push(`Sin canal configurado: ${String(report.sinEnvio)}`);
  }
  if (report.descartados > 0) parts.push(`Descartados: ${String(report.descartados)}`);
  if (report.incompleto) parts.push('Quedan avisos para la próxima ejecución');
  return {
    kind: report.fallidos === 0 && report.sinEnvio === 0 ? 'exito' : 'error',
    text: `${parts.join('. ')}.`,
  };
}

/**
 * Runs the notice schedule now: what the server does by itself each minute (the 24-hour and
 * 2-hour reminders due, the e-mail copies, the notices pending or due for another attempt).
 */
export async function runSchedule({ backend }: ActionContext): Promise<ActionResult> {
  try {
    return scheduleSummary(await backend.notificaciones.runSchedule());
  } catch (error) {
    console.error(SCHEDULE_ERROR, error);
    const refusal = toBackendError(error);
    return {
      kind: 'error',
      text: refusal.code === 'desconocido' ? SCHEDULE_ERROR : refusal.message,
    };
  }
}

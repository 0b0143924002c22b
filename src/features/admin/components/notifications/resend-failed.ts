import type { PayloadOptions } from '@/lib/notify/payload-options';
import { sendNotice } from '@/backend/send-notice';
import { missingWebhook, type ActionContext, type ActionResult } from './notification-deps';

export const RESEND_ERROR = 'Error reenviando notificaciones fallidas';

/**
 * Sends again what the log has left undelivered (notificaciones.failed(): failed under 3
 * attempts, and notices left pending by a closed tab). The server rebuilds each payload from its
 * booking, counts the attempts already made and writes the outcome on the same entry. A notice
 * whose booking is gone or no longer active, or that was removed meanwhile (the diagnostics'
 * clean-up), is skipped, not counted.
 */
export async function resendFailed(
  { backend, sleep }: ActionContext,
  opciones: PayloadOptions,
): Promise<ActionResult> {
  try {
    const missing = await missingWebhook(backend);
    if (missing) return missing;
    const entries = await backend.notificaciones.failed();
    let processed = 0;
    let succeeded = 0;
    for (const entry of entries) {
      const outcome = await sendNotice(
        backend.notificaciones,
        { tipo: entry.tipo, notificacionId: entry.id, opciones },
        sleep,
      );
      const { last } = outcome;
      if (
        last.kind === 'rechazado' &&
        (last.code === 'reserva_no_encontrada' ||
          last.code === 'reserva_inactiva' ||
          last.code === 'aviso_no_encontrado')
      ) {
        console.warn('Notificación omitida:', entry.id, last.error);
        continue;
      }
      processed += 1;
      if (outcome.ok) succeeded += 1;
    }
    return {
      kind: succeeded === processed ? 'exito' : 'error',
      text: `Procesadas: ${processed}. Exitosas: ${succeeded}`,
    };
  } catch (error) {
    console.error(RESEND_ERROR, error);
    return { kind: 'error', text: RESEND_ERROR };
  }
}

import { addDays, chileNow } from '@/lib/time/chile-time';
import { sendNotice } from '@/backend/send-notice';
import { REMINDER_EVENTS } from '../../../../../supabase/functions/_shared/notify/notice-kinds.ts';
import { missingWebhook, type ActionContext, type ActionResult } from './notification-deps';
import { payloadOptionsOf, type NotificationsConfig } from './notifications-config';

/** Pause between two sends, so the automation is not flooded. */
export const REMINDER_PAUSE_MS = 500;

/** A reminder, like a booking, goes to the client and to the lawyer. */
export const REMINDER_NOTICES = REMINDER_EVENTS;

export const REMINDERS_PAUSED = 'Los recordatorios están pausados';
export const NO_REMINDERS_DUE = 'No hay citas para mañana que requieran recordatorio';
export const REMINDERS_ERROR = 'Error ejecutando recordatorios automáticos';

/**
 * Sends tomorrow's reminders (Chilean date): 'recordatorio' to the client and
 * 'recordatorio_abogado' to the lawyer for each booking still due one; the server logs each
 * outcome. A booking is marked as reminded only when both went out, so a failure is retried by
 * the next run.
 */
export async function runReminders(
  { backend, sleep, now }: ActionContext,
  config: NotificationsConfig,
): Promise<ActionResult> {
  if (!config.recordatoriosActivos) return { kind: 'error', text: REMINDERS_PAUSED };
  try {
    const missing = await missingWebhook(backend);
    if (missing) return missing;

    const tomorrow = addDays(chileNow(now()).date, 1);
    const due = await backend.reservas.dueReminders(tomorrow);
    if (due.length === 0) return { kind: 'exito', text: NO_REMINDERS_DUE };

    const opciones = payloadOptionsOf(config);
    let reminded = 0;
    let failed = 0;
    let first = true;
    for (const reserva of due) {
      let allSent = true;
      for (const tipo of REMINDER_NOTICES) {
        if (!first) await sleep(REMINDER_PAUSE_MS);
        first = false;
        const outcome = await sendNotice(
          backend.notificaciones,
          { tipo, reservaId: reserva.id, opciones },
          sleep,
        );
        if (!outcome.ok) allSent = false;
      }
      if (allSent) {
        try {
          await backend.reservas.markReminderSent(reserva.id);
          reminded += 1;
        } catch (error) {
          console.error('No se pudo marcar el recordatorio como enviado', reserva.id, error);
          failed += 1;
        }
      } else {
        failed += 1;
      }
    }
    return {
      kind: failed === 0 ? 'exito' : 'error',
      text: `Recordatorios enviados: ${reminded}. Errores: ${failed}`,
    };
  } catch (error) {
    console.error(REMINDERS_ERROR, error);
    return { kind: 'error', text: REMINDERS_ERROR };
  }
}

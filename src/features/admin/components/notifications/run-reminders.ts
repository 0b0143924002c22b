import { COMPANY_SETTINGS } from '@/components/booking/notify-booking';
import { addDays, chileNow } from '@/lib/time/chile-time';
import { reminderEvents, reservationPayload } from '@/lib/webhook/payloads';
import {
  MISSING_URL_MESSAGE,
  toNotificationEntry,
  webhookReservation,
  type ActionContext,
  type ActionResult,
} from './notification-deps';
import { payloadOptionsOf, type NotificationsConfig } from './notifications-config';

/** Pause between two sends, so the automation is not flooded. */
export const REMINDER_PAUSE_MS = 500;

export const REMINDERS_PAUSED = 'Los recordatorios están pausados';
export const NO_REMINDERS_DUE = 'No hay citas para mañana que requieran recordatorio';
export const REMINDERS_ERROR = 'Error ejecutando recordatorios automáticos';

/**
 * Sends tomorrow's reminders (Chilean date): 'recordatorio' to the client and
 * 'recordatorio_abogado' to the lawyer for each booking still due one, each outcome logged. A
 * booking is marked as reminded only when both went out, so a failure is retried by the next run.
 */
export async function runReminders(
  { backend, createClient, sleep, now }: ActionContext,
  config: NotificationsConfig,
): Promise<ActionResult> {
  if (!config.recordatoriosActivos) return { kind: 'error', text: REMINDERS_PAUSED };
  try {
    const client = createClient(async (entry) => {
      await backend.notificaciones.insert(toNotificationEntry(entry));
    });
    if (!client.configured) return { kind: 'error', text: MISSING_URL_MESSAGE };

    const tomorrow = addDays(chileNow(now()).date, 1);
    const due = await backend.reservas.dueReminders(tomorrow);
    if (due.length === 0) return { kind: 'exito', text: NO_REMINDERS_DUE };

    const options = payloadOptionsOf(config);
    let reminded = 0;
    let failed = 0;
    let first = true;
    for (const reserva of due) {
      let allSent = true;
      for (const tipo of reminderEvents()) {
        if (!first) await sleep(REMINDER_PAUSE_MS);
        first = false;
        const payload = reservationPayload(
          tipo,
          webhookReservation(reserva),
          COMPANY_SETTINGS,
          options,
          now(),
        );
        const result = await client.send(tipo, payload, reserva.id);
        if (!result.ok) allSent = false;
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

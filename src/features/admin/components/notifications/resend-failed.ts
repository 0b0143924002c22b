import { COMPANY_SETTINGS } from '@/components/booking/notify-booking';
import type { NotificationLog } from '@/backend/port';
import { reservationPayload, testPayload, type PayloadOptions } from '@/lib/webhook/payloads';
import {
  MISSING_URL_MESSAGE,
  toNotificationEntry,
  webhookReservation,
  type ActionContext,
  type ActionResult,
} from './notification-deps';

export const RESEND_ERROR = 'Error reenviando notificaciones fallidas';

/** The payload to send again for a log entry, or null when it cannot be rebuilt. */
async function rebuildPayload(
  { backend, now }: ActionContext,
  entry: NotificationLog,
  options: PayloadOptions,
): Promise<object | null> {
  if (entry.reservaId === null) {
    if (entry.tipo === 'test') return testPayload(now());
    console.warn('Notificación sin reserva: no se puede reconstruir', entry.id, entry.tipo);
    return null;
  }
  const reserva = await backend.reservas.get(entry.reservaId);
  if (!reserva) {
    console.warn('La reserva de la notificación ya no existe: se omite', entry.id, entry.reservaId);
    return null;
  }
  if (entry.tipo === 'test') return testPayload(now());
  // Every type is rebuilt from its booking, 'comprobante' included (the spec's "does nothing for
  // comprobante" left those entries failed forever).
  return reservationPayload(
    entry.tipo,
    webhookReservation(reserva),
    COMPANY_SETTINGS,
    options,
    now(),
  );
}

/**
 * Sends again every failed delivery still under 3 attempts (notificaciones.failed()). The attempts
 * already made count towards the limit, and the outcome is written on the same log entry.
 */
export async function resendFailed(
  context: ActionContext,
  options: PayloadOptions,
): Promise<ActionResult> {
  const { backend, createClient } = context;
  try {
    if (!createClient(() => Promise.resolve()).configured) {
      return { kind: 'error', text: MISSING_URL_MESSAGE };
    }
    const entries = await backend.notificaciones.failed();
    let processed = 0;
    let succeeded = 0;
    for (const entry of entries) {
      const payload = await rebuildPayload(context, entry, options);
      if (payload === null) continue;
      const client = createClient(async (record) => {
        await backend.notificaciones.update(entry.id, toNotificationEntry(record));
      });
      const result = await client.send(entry.tipo, payload, entry.reservaId, entry.intentos);
      processed += 1;
      if (result.ok) succeeded += 1;
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

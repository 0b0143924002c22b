import { noticeError, sendNotice } from '@/backend/send-notice';
import { missingWebhook, type ActionContext, type ActionResult } from './notification-deps';

export const CONNECTION_OK = 'Conexión exitosa con el webhook';
export const CONNECTION_ERROR = 'Error probando conexión con Make';

/** Sends the test payload (no client data); the server logs it as a delivery of no booking. */
export async function testConnection({ backend, sleep }: ActionContext): Promise<ActionResult> {
  try {
    const missing = await missingWebhook(backend);
    if (missing) return missing;
    const outcome = await sendNotice(backend.notificaciones, { tipo: 'test' }, sleep);
    return outcome.ok
      ? { kind: 'exito', text: CONNECTION_OK }
      : { kind: 'error', text: `Webhook falló: ${noticeError(outcome) || 'error desconocido'}` };
  } catch (error) {
    console.error(CONNECTION_ERROR, error);
    return { kind: 'error', text: CONNECTION_ERROR };
  }
}

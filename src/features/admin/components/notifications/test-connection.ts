import { testPayload } from '@/lib/webhook/payloads';
import {
  MISSING_URL_MESSAGE,
  toNotificationEntry,
  type ActionContext,
  type ActionResult,
} from './notification-deps';

export const CONNECTION_OK = 'Conexión exitosa con el webhook';
export const CONNECTION_ERROR = 'Error probando conexión con Make';

/** Sends the test payload (no client data) and logs it as a delivery of no booking. */
export async function testConnection({
  backend,
  createClient,
  now,
}: ActionContext): Promise<ActionResult> {
  try {
    const client = createClient(async (entry) => {
      await backend.notificaciones.insert(toNotificationEntry(entry));
    });
    if (!client.configured) return { kind: 'error', text: MISSING_URL_MESSAGE };
    const result = await client.send('test', testPayload(now()), null);
    return result.ok
      ? { kind: 'exito', text: CONNECTION_OK }
      : { kind: 'error', text: `Webhook falló: ${result.error ?? 'error desconocido'}` };
  } catch (error) {
    console.error(CONNECTION_ERROR, error);
    return { kind: 'error', text: CONNECTION_ERROR };
  }
}

import type { BackendPort } from '@/backend/port';
import type { Message } from '@/components/feedback/show-message';

/** The timers and clock the notification actions use, injectable for tests. */
export interface NotificationDeps {
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
}

export const defaultNotificationDeps: NotificationDeps = {
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
  now: () => new Date(),
};

/** What an action module needs: the backend (whose notification function sends), time. */
export interface ActionContext {
  backend: BackendPort;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
}

export function actionContext(backend: BackendPort, deps: NotificationDeps): ActionContext {
  return { backend, sleep: deps.sleep, now: deps.now };
}

/** The result of an action, as its toast shows it. */
export type ActionResult = Message;

/** The webhook is a secret of the server: it is configured there, never in the browser. */
export const MISSING_URL_MESSAGE =
  'Webhook URL no configurada: define MAKE_WEBHOOK_URL en el servidor (en Supabase, como secreto de la función notificar)';

/** Whether the server has a webhook to send to; when not, the message to show instead. */
export async function missingWebhook(backend: BackendPort): Promise<ActionResult | null> {
  const status = await backend.notificaciones.webhookStatus();
  return status.configurado ? null : { kind: 'error', text: MISSING_URL_MESSAGE };
}

import type { SupabaseClient } from '@supabase/supabase-js';
import { parseRunReport } from '../../../supabase/functions/_shared/notify/scheduled-run.ts';
import {
  NOTIFY_CALL_TIMEOUT_MS,
  NOTIFY_UNREACHABLE,
  SCHEDULE_UNREACHABLE,
  toNoticeAttempt,
} from '../notice-answer';
import { BackendError, type BackendPort, type WebhookStatus } from '../port';
import { invokeFunction } from './invoke-function';

/** The body of a function's answer, whether supabase-js saw it as data or as an HTTP error. */
async function answerBody(result: { data: unknown; error: unknown; response?: Response }) {
  if (!result.error) return { reached: true, body: result.data };
  if (!result.response) return { reached: false, body: null };
  return { reached: true, body: (await result.response.json().catch(() => null)) as unknown };
}

/**
 * Notifications on hosted Supabase: the Edge Function `notificar` (with the caller's token, or
 * the public key when signed out) checks who asks, sends and logs; this only names the notice.
 */
export function createSupabaseNotify(
  client: SupabaseClient,
): Pick<BackendPort['notificaciones'], 'notify' | 'webhookStatus' | 'runSchedule'> {
  return {
    async notify(request) {
      const result = await client.functions.invoke('notificar', {
        body: request,
        timeout: NOTIFY_CALL_TIMEOUT_MS,
      });
      const { reached, body } = await answerBody(result);
      if (!reached) return { kind: 'sin_respuesta', error: NOTIFY_UNREACHABLE };
      return toNoticeAttempt(body);
    },
    async runSchedule() {
      const report = parseRunReport(
        await invokeFunction(client, 'avisos-programados', {}, SCHEDULE_UNREACHABLE),
      );
      if (!report) throw new BackendError(SCHEDULE_UNREACHABLE, 'sin_conexion');
      return report;
    },
    async webhookStatus(): Promise<WebhookStatus> {
      const result = await client.functions.invoke('notificar', { method: 'GET' });
      const { body } = await answerBody(result);
      const status = body as Partial<WebhookStatus> | null;
      if (!status || typeof status.configurado !== 'boolean' || !status.empresa) {
        throw new BackendError(NOTIFY_UNREACHABLE, 'sin_conexion');
      }
      return {
        configurado: status.configurado,
        destino: status.destino ?? null,
        empresa: status.empresa,
      };
    },
  };
}

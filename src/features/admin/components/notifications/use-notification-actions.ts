import { useRef, useState } from 'react';
import { useBackend } from '@/components/auth/backend-context';
import { showMessage } from '@/components/feedback/show-message';
import { useRefreshNotifications } from '../../api/use-refresh-notifications';
import { actionContext, type ActionResult, type NotificationDeps } from './notification-deps';
import { payloadOptionsOf, type NotificationsConfig } from './notifications-config';
import { resendFailed, RESEND_ERROR } from './resend-failed';
import { DIAGNOSTICS_ERROR, runDiagnostics, type DiagnosticStep } from './run-diagnostics';
import { REMINDERS_ERROR, runReminders } from './run-reminders';
import { runSchedule, SCHEDULE_ERROR } from './run-schedule';
import { CONNECTION_ERROR, testConnection } from './test-connection';

export type ActionId = 'programados' | 'recordatorios' | 'reenviar' | 'probar' | 'diagnostico';

export const ACTION_LABELS: Record<ActionId, string> = {
  programados: 'Enviar ahora los avisos programados',
  recordatorios: 'Ejecutar recordatorios de mañana',
  reenviar: 'Reenviar notificaciones fallidas',
  probar: 'Probar conexión con el webhook',
  diagnostico: 'Ejecutar diagnóstico',
};

const FALLBACK: Record<ActionId, string> = {
  programados: SCHEDULE_ERROR,
  recordatorios: REMINDERS_ERROR,
  reenviar: RESEND_ERROR,
  probar: CONNECTION_ERROR,
  diagnostico: DIAGNOSTICS_ERROR,
};

/**
 * The panel's five actions. One runs at a time (the buttons are disabled meanwhile), each result
 * is shown as a toast, and afterwards the statistics and the log are fetched again.
 */
export function useNotificationActions(config: NotificationsConfig, deps: NotificationDeps) {
  const backend = useBackend();
  const refresh = useRefreshNotifications();
  const [running, setRunning] = useState<ActionId | null>(null);
  const [diagnostics, setDiagnostics] = useState<DiagnosticStep[] | null>(null);
  // State updates are not synchronous: the ref stops a double click starting a second run.
  const busy = useRef(false);

  const run = async (id: ActionId, task: () => Promise<ActionResult>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(id);
    try {
      const result = await task();
      showMessage(result.kind, result.text);
    } catch (error) {
      console.error(FALLBACK[id], error);
      showMessage('error', FALLBACK[id]);
    } finally {
      busy.current = false;
      setRunning(null);
      await refresh();
    }
  };

  const context = () => actionContext(backend, deps);
  const start: Record<ActionId, () => void> = {
    programados: () => void run('programados', () => runSchedule(context())),
    recordatorios: () => void run('recordatorios', () => runReminders(context(), config)),
    reenviar: () => void run('reenviar', () => resendFailed(context(), payloadOptionsOf(config))),
    probar: () => void run('probar', () => testConnection(context())),
    diagnostico: () =>
      void run('diagnostico', async () => {
        setDiagnostics(null);
        const report = await runDiagnostics(backend, deps.now());
        setDiagnostics(report.steps);
        return report.result;
      }),
  };

  return { running, diagnostics, start };
}

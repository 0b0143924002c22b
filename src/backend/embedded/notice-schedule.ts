import type { NoticeOutcome } from '../../../supabase/functions/_shared/notify/deliver-notice.ts';
import type { OpenedNotice } from '../../../supabase/functions/_shared/notify/opened-notice.ts';
import {
  runScheduledNotices,
  type RunReport,
} from '../../../supabase/functions/_shared/notify/scheduled-run.ts';
import { NO_NOTIFY_SERVICE, NOTIFY_CALL_TIMEOUT_MS, NOTIFY_UNREACHABLE } from '../notice-answer';
import type { Caller } from './caller';
import type { EmbeddedNotifyOptions } from './notify-operations';
import { sqlScheduleStore } from './schedule-store';

/**
 * The notice schedule of the embedded demo. The database is the visitor's own, so the browser
 * runs the steps a hosted project's `avisos-programados` function runs each minute, with the same
 * SQL (as the service role) and the same run (scheduled-run.ts), and hands each notice to the
 * local `notificar` relay of `npm run dev` / `npm run preview`, which alone holds the webhook's
 * address and the e-mail service. It runs while a page that started the database is open: every
 * minute, and shortly after a booking or a move, so their e-mails arrive at once.
 */

/** How often the schedule runs, as pg_cron runs it on a hosted project. */
export const SCHEDULE_INTERVAL_MS = 60_000;
/** The first run waits for the page to settle: it is never what the visitor is waiting for. */
export const FIRST_RUN_DELAY_MS = 5_000;
/** After a booking or a move: soon, but after its own notices had their first attempt. */
export const KICK_DELAY_MS = 1_500;

/** The relay's answer to one notice, as the log records it. */
export function relayOutcome(status: number, body: unknown): NoticeOutcome {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const error = typeof record.error === 'string' ? record.error : NO_NOTIFY_SERVICE;
  const detalle = typeof record.detalle === 'string' ? record.detalle : error;
  if (record.resultado === 'enviado')
    return { resultado: 'enviado', response: record.respuesta ?? null };
  if (record.resultado === 'fallido') {
    return { resultado: 'fallido', error: detalle, response: record.respuesta ?? null };
  }
  if (record.resultado === 'descartado') return { resultado: 'descartado', error };
  if (record.resultado === 'aplazado') return { resultado: 'aplazado', error };
  // The relay's memory: it already sent this one, or it never will (too late, out of attempts).
  if (record.codigo === 'aviso_enviado') return { resultado: 'enviado', response: null };
  if (record.codigo === 'aviso_vencido' || record.codigo === 'aviso_agotado') {
    return { resultado: 'descartado', error };
  }
  // Not configured here, refused for now (the relay's rate), or no relay at all: a later run.
  return { resultado: 'sin_envio', error: status === 404 ? NO_NOTIFY_SERVICE : error };
}

export interface EmbeddedSchedule {
  /** One run now (or the one under way); never throws. */
  runNow(): Promise<RunReport | null>;
  /** A run shortly, e.g. after a booking. */
  kick(): void;
  /** Runs every minute until stopped. */
  start(): () => void;
}

export function createEmbeddedSchedule(
  { asServerStored }: Caller,
  options: EmbeddedNotifyOptions,
): EmbeddedSchedule {
  const store = sqlScheduleStore(asServerStored);

  async function deliver(notice: OpenedNotice): Promise<NoticeOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, NOTIFY_CALL_TIMEOUT_MS);
    try {
      const response = await options.fetch(`${options.functionsUrl}/notificar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tipo: notice.tipo,
          canal: notice.canal,
          reserva: notice.reserva,
          alerta: notice.alerta,
          pago: notice.pago,
          solicitud: notice.solicitud,
          aviso: { id: notice.id, intentos: notice.intentos },
        }),
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      return relayOutcome(response.status, body);
    } catch {
      return { resultado: 'fallido', error: NOTIFY_UNREACHABLE, response: null };
    } finally {
      clearTimeout(timer);
    }
  }

  let running: Promise<RunReport | null> | null = null;
  const runNow = (): Promise<RunReport | null> => {
    running ??= runScheduledNotices({ store, deliver, budgetMs: 20_000 })
      .catch((error: unknown) => {
        console.error('No se pudo ejecutar el envío programado de avisos', error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runNow,
    kick() {
      setTimeout(() => void runNow(), KICK_DELAY_MS);
    },
    start() {
      const first = setTimeout(() => void runNow(), FIRST_RUN_DELAY_MS);
      const every = setInterval(() => void runNow(), SCHEDULE_INTERVAL_MS);
      return () => {
        clearTimeout(first);
        clearInterval(every);
      };
    },
  };
}

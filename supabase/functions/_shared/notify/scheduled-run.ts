/**
 * One run of the notice schedule, the same in every mode: prepare what is due (the database's
 * private.preparar_avisos: e-mail copies of the booking notices and the reminders now due), then
 * take due notices in batches (private.tomar_avisos: each by one run only), deliver each by its
 * channel and record the outcome (private.registrar_resultado_aviso: the waits between attempts,
 * the final failure and the firm's alert are the database's). A hosted project runs it each
 * minute (pg_cron → the `avisos-programados` function); the embedded demo, on a timer in the
 * browser, whose database it is.
 */
import type { NoticeDelivery, NoticeOutcome } from './deliver-notice.ts';
import type { OpenedNotice } from './opened-notice.ts';

/** The database side of a run. */
export interface ScheduleStore {
  prepare(): Promise<{ copias: number; recordatorios: number }>;
  take(limit: number): Promise<OpenedNotice[]>;
  record(
    id: string,
    resultado: NoticeOutcome['resultado'],
    error: string | null,
    respuesta: unknown,
  ): Promise<void>;
}

export interface RunReport {
  copias: number;
  recordatorios: number;
  enviados: number;
  fallidos: number;
  sinEnvio: number;
  descartados: number;
  /** Notices the service asked to send later (HTTP 429): no attempt counted. */
  aplazados: number;
  /** Notices whose outcome could not be recorded (their lease lets a later run retry them). */
  sinRegistro: number;
  /** The run stopped with notices still due: its time was up. */
  incompleto: boolean;
}

export interface RunOptions {
  store: ScheduleStore;
  deliver: NoticeDelivery;
  /** Notices taken per batch. */
  batchSize?: number;
  /** Deliveries at the same time. */
  concurrency?: number;
  /** When to stop taking batches, so a run ends before its caller's time limit. */
  budgetMs?: number;
  clock?: () => number;
  log?: (message: string, detail?: unknown) => void;
}

export const DEFAULT_BATCH = 25;
export const DEFAULT_CONCURRENCY = 5;
/** An Edge Function has 150 s of wall time; a minute's run leaves room for the next one. */
export const DEFAULT_BUDGET_MS = 45_000;

async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
}

export async function runScheduledNotices(options: RunOptions): Promise<RunReport> {
  const clock = options.clock ?? (() => Date.now());
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const started = clock();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const prepared = await options.store.prepare();
  const report: RunReport = {
    ...prepared,
    enviados: 0,
    fallidos: 0,
    sinEnvio: 0,
    descartados: 0,
    aplazados: 0,
    sinRegistro: 0,
    incompleto: false,
  };
  const count: Record<
    NoticeOutcome['resultado'],
    'enviados' | 'fallidos' | 'sinEnvio' | 'descartados' | 'aplazados'
  > = {
    enviado: 'enviados',
    fallido: 'fallidos',
    sin_envio: 'sinEnvio',
    descartado: 'descartados',
    aplazado: 'aplazados',
  };

  for (;;) {
    if (clock() - started > (options.budgetMs ?? DEFAULT_BUDGET_MS)) {
      report.incompleto = true;
      break;
    }
    const notices = await options.store.take(batchSize);
    if (notices.length === 0) break;
    await inParallel(notices, options.concurrency ?? DEFAULT_CONCURRENCY, async (notice) => {
      let outcome: NoticeOutcome;
      try {
        outcome = await options.deliver(notice);
      } catch (error) {
        outcome = {
          resultado: 'fallido',
          error: error instanceof Error ? error.message : String(error),
          response: null,
        };
      }
      try {
        await options.store.record(
          notice.id,
          outcome.resultado,
          'error' in outcome ? outcome.error : null,
          'response' in outcome ? outcome.response : null,
        );
        report[count[outcome.resultado]] += 1;
      } catch (error) {
        report.sinRegistro += 1;
        log('avisos-programados: no se pudo registrar el resultado', { id: notice.id, error });
      }
    });
    // Notices left without a channel wait for a later run: taking them again now would loop.
    if (notices.length < batchSize) break;
  }
  return report;
}

const REPORT_COUNTS = [
  'copias',
  'recordatorios',
  'enviados',
  'fallidos',
  'sinEnvio',
  'descartados',
  'aplazados',
  'sinRegistro',
] as const;

/** A run's report as a function answered it, or null when it is not one. */
export function parseRunReport(body: unknown): RunReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.incompleto !== 'boolean') return null;
  const counts = REPORT_COUNTS.map((key) => record[key]);
  if (!counts.every((value) => typeof value === 'number' && Number.isSafeInteger(value))) {
    return null;
  }
  const [copias, recordatorios, enviados, fallidos, sinEnvio, descartados, aplazados, sinRegistro] =
    counts as number[];
  return {
    copias: copias ?? 0,
    recordatorios: recordatorios ?? 0,
    enviados: enviados ?? 0,
    fallidos: fallidos ?? 0,
    sinEnvio: sinEnvio ?? 0,
    descartados: descartados ?? 0,
    aplazados: aplazados ?? 0,
    sinRegistro: sinRegistro ?? 0,
    incompleto: record.incompleto,
  };
}

/**
 * The one client that talks to the automation webhook (Make.com). Booking confirmations,
 * reminders, resends and the connection test all go through it, so retries, error wording and
 * the `notificaciones` log stay identical for every sender.
 *
 * It runs in the browser and never imports a database: the caller injects `record`, which turns
 * a DeliveryRecord into a row of `notificaciones`. Everything with a side effect (fetch, timers,
 * the clock) is injectable so tests can drive it deterministically.
 */

export type WebhookEvent =
  | 'nueva_reserva'
  | 'notificacion_abogado'
  | 'recordatorio'
  | 'recordatorio_abogado'
  | 'comprobante'
  | 'test';

/** One row for `notificaciones`, in camelCase; the injected `record` maps it to the columns. */
export interface DeliveryRecord {
  reservaId: string | null;
  tipo: WebhookEvent;
  estado: 'pendiente' | 'enviado' | 'fallido';
  /** Total attempts so far, including those made before a resend. */
  intentos: number;
  /** ISO timestamp of the successful delivery; null when nothing was delivered. */
  fechaEnvio: string | null;
  ultimoError: string | null;
  /** The last response body read (see `readBody`), or null when no response arrived. */
  webhookResponse: unknown;
}

export interface WebhookClientOptions {
  url: string | undefined;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  record?: (entry: DeliveryRecord) => Promise<void>;
}

export interface DeliveryResult {
  ok: boolean;
  /** Total attempts, including `previousAttempts`, the same number that is recorded. */
  attempts: number;
  error?: string;
  response?: unknown;
}

export interface WebhookClient {
  readonly configured: boolean;
  send(
    tipo: WebhookEvent,
    payload: object,
    reservaId?: string | null,
    previousAttempts?: number,
  ): Promise<DeliveryResult>;
}

/** Attempts per notification across its whole life, resends included. */
export const MAX_ATTEMPTS = 3;

/**
 * Waits before the 2nd and 3rd attempt of one `send` call: exponential, so a webhook that is
 * briefly overloaded gets room to recover. A resend is a fresh user action, so its first attempt
 * goes out at once and any further wait starts again from 2 s.
 */
export const RETRY_DELAYS_MS: readonly number[] = [2000, 4000];

export const MISSING_URL_ERROR =
  'Webhook URL no configurada: define VITE_MAKE_WEBHOOK_URL para enviar notificaciones';

export const MAX_ATTEMPTS_ERROR = `Se alcanzó el máximo de ${MAX_ATTEMPTS} intentos: la notificación no se reenvía`;

export const RECORD_FAILURE_LOG = 'No se pudo registrar la notificación';

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Looked up on every call rather than bound once, so a client created before a polyfill (or a
 * test stub) is installed still reaches the current `fetch`, and with `globalThis` as `this`.
 */
const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Negative, fractional or non-numeric counts from a caller are clamped, never trusted. */
function normaliseAttempts(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/**
 * Reads the body without ever failing the delivery over it: the webhook's answer is informative,
 * the status code is what decides success. Empty body → null; JSON → the parsed value; anything
 * else (Make answers a plain "Accepted") → the raw text, kept because it helps diagnose failures.
 */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type AttemptOutcome =
  { ok: true; response: unknown } | { ok: false; error: string; response: unknown };

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const url = options.url?.trim() ?? '';
  const fetchFn = options.fetch ?? defaultFetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? (() => new Date());
  const record = options.record;

  /** Logging must never cost the caller its result: a broken log is reported, not rethrown. */
  async function safeRecord(entry: DeliveryRecord): Promise<void> {
    if (!record) return;
    try {
      await record(entry);
    } catch (error) {
      console.error(RECORD_FAILURE_LOG, error);
    }
  }

  async function attempt(body: string): Promise<AttemptOutcome> {
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    } catch (error) {
      return { ok: false, error: `Error de red: ${messageOf(error)}`, response: null };
    }
    const parsed = await readBody(response);
    if (response.ok) return { ok: true, response: parsed };
    return {
      ok: false,
      error: `HTTP ${response.status}: ${response.statusText}`,
      response: parsed,
    };
  }

  async function deliver(
    tipo: WebhookEvent,
    payload: object,
    reservaId: string | null,
    progress: { attempts: number },
  ): Promise<DeliveryResult> {
    const previous = progress.attempts;
    const base = { reservaId, tipo };

    if (url === '') {
      await safeRecord({
        ...base,
        estado: 'pendiente',
        intentos: 0,
        fechaEnvio: null,
        ultimoError: MISSING_URL_ERROR,
        webhookResponse: null,
      });
      return { ok: false, attempts: 0, error: MISSING_URL_ERROR };
    }

    // Nothing is attempted, so there is no outcome to log; the row already says 'fallido'.
    if (previous >= MAX_ATTEMPTS) {
      return { ok: false, attempts: previous, error: MAX_ATTEMPTS_ERROR };
    }

    const body = JSON.stringify(payload);
    let last = await attempt(body);
    progress.attempts += 1;
    for (let retry = 0; !last.ok && progress.attempts < MAX_ATTEMPTS; retry += 1) {
      await sleep(RETRY_DELAYS_MS[retry] ?? 0);
      last = await attempt(body);
      progress.attempts += 1;
    }
    const total = progress.attempts;

    if (last.ok) {
      await safeRecord({
        ...base,
        estado: 'enviado',
        intentos: total,
        fechaEnvio: now().toISOString(),
        ultimoError: null,
        webhookResponse: last.response,
      });
      return { ok: true, attempts: total, response: last.response };
    }
    await safeRecord({
      ...base,
      estado: 'fallido',
      intentos: total,
      fechaEnvio: null,
      ultimoError: last.error,
      webhookResponse: last.response,
    });
    return { ok: false, attempts: total, error: last.error, response: last.response };
  }

  return {
    configured: url !== '',
    async send(tipo, payload, reservaId = null, previousAttempts = 0) {
      // Shared with `deliver` so an unexpected failure mid-way still records the real count.
      const progress = { attempts: normaliseAttempts(previousAttempts) };
      try {
        return await deliver(tipo, payload, reservaId, progress);
      } catch (error) {
        // E.g. a payload JSON.stringify rejects (a cycle, a BigInt), or a broken injected clock:
        // the caller gets a failed result and the log says why, but nothing throws.
        const message = `Error inesperado: ${messageOf(error)}`;
        await safeRecord({
          reservaId,
          tipo,
          estado: 'fallido',
          intentos: progress.attempts,
          fechaEnvio: null,
          ultimoError: message,
          webhookResponse: null,
        });
        return { ok: false, attempts: progress.attempts, error: message };
      }
    },
  };
}

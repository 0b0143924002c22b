/**
 * One POST to the automation webhook (Make.com or any endpoint that accepts JSON). The status
 * decides success; the answer is kept for diagnosis, read defensively and bounded, and a webhook
 * that hangs is given up after `timeoutMs`, so a send never ties up the function.
 *
 * The error and the answer are for the notice log and the server's log, never for the caller,
 * and even there without the webhook's URL (redact-url.ts): a failed fetch names it.
 */
import { redactWebhookUrl } from './redact-url.ts';

export interface DeliveryOutcome {
  ok: boolean;
  /**
   * Spanish, as the log shows it: 'HTTP 503: Service Unavailable', 'Error de red: ...', with the
   * URL masked.
   */
  error?: string;
  /** The parsed JSON answer, its text, or null when there was none; the URL masked in it. */
  response: unknown;
  /** The HTTP status of a refusal (429: too many requests for now, not a failure of the notice). */
  status?: number;
}

/** What of the webhook's answer is read at most: it is a receipt, not content. */
export const MAX_RESPONSE_CHARS = 4000;
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The error's message and its cause's: Node's and Deno's fetch say only 'fetch failed' alone. */
export function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

/**
 * What a service answered, read defensively and bounded: its JSON, its text, or null. `clean`
 * takes out what must not reach a log (the webhook's URL, an API key) before anything is kept.
 */
export async function readBoundedAnswer(
  response: Response,
  clean: (text: string) => string,
  maxChars = MAX_RESPONSE_CHARS,
): Promise<unknown> {
  let text: string;
  try {
    text = clean(await response.text()).slice(0, maxChars);
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

export async function deliverOnce(
  url: string,
  payload: object,
  fetchFn: typeof fetch,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const answer = await readBoundedAnswer(response, (text) => redactWebhookUrl(text, url));
    if (response.ok) return { ok: true, response: answer };
    return {
      ok: false,
      error: redactWebhookUrl(`HTTP ${response.status}: ${response.statusText}`, url),
      response: answer,
      status: response.status,
    };
  } catch (error) {
    const text = controller.signal.aborted
      ? `sin respuesta en ${Math.ceil(timeoutMs / 1000)} s`
      : messageOf(error);
    return { ok: false, error: redactWebhookUrl(`Error de red: ${text}`, url), response: null };
  } finally {
    clearTimeout(timer);
  }
}

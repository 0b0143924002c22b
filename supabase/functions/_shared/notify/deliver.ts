/**
 * One POST to the automation webhook (Make.com or any endpoint that accepts JSON). The status
 * decides success; the answer is kept for diagnosis, read defensively and bounded, and a webhook
 * that hangs is given up after `timeoutMs`, so a send never ties up the function.
 */

export interface DeliveryOutcome {
  ok: boolean;
  /** Spanish, as the log shows it: 'HTTP 503: Service Unavailable', 'Error de red: ...'. */
  error?: string;
  /** The parsed JSON answer, its text, or null when there was none. */
  response: unknown;
}

/** What of the webhook's answer is read at most: it is a receipt, not content. */
export const MAX_RESPONSE_CHARS = 4000;
export const WEBHOOK_TIMEOUT_MS = 10_000;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

async function readAnswer(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = (await response.text()).slice(0, MAX_RESPONSE_CHARS);
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
    const answer = await readAnswer(response);
    if (response.ok) return { ok: true, response: answer };
    return {
      ok: false,
      error: `HTTP ${response.status}: ${response.statusText}`,
      response: answer,
    };
  } catch (error) {
    const text = controller.signal.aborted
      ? `sin respuesta en ${Math.ceil(timeoutMs / 1000)} s`
      : messageOf(error);
    return { ok: false, error: `Error de red: ${text}`, response: null };
  } finally {
    clearTimeout(timer);
  }
}

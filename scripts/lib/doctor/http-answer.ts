/** What one request to the project (or the Management API) came back with. */
export type HttpAnswer =
  | { kind: 'answer'; status: number; headers: Headers; body: unknown }
  | { kind: 'error'; message: string };

/** The answer's body as JSON when it is JSON, otherwise its text. */
export async function readAnswer(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a gateway's HTML page): kept as text for the report.
  }
  return { kind: 'answer', status: response.status, headers: response.headers, body };
}

/** A request that never got an answer (refused, timed out, a name that does not resolve). */
export function requestError(error: unknown): HttpAnswer {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'error', message: cause ? `${message} (${cause.message})` : message };
}

/** Fetches with a time limit and never throws: a failure becomes an answer of kind 'error'. */
export async function request(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<HttpAnswer> {
  try {
    return await readAnswer(
      await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
    );
  } catch (error) {
    return requestError(error);
  }
}

/** 'HTTP 500', with the answer's message when it gave one. */
export function describeStatus(status: number, body: unknown): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = [record.message, record.msg, record.error_description, record.error].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return message ? `HTTP ${String(status)}: ${message.slice(0, 160)}` : `HTTP ${String(status)}`;
}

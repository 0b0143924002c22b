/**
 * Turnstile's server-side verification (siteverify): the secret key and the widget's token are
 * posted to Cloudflare, which answers whether a person solved the challenge, on which hostname and
 * for which action. A token is valid for 5 minutes and answers `success` once; a second check of
 * the same token fails with `timeout-or-duplicate`.
 */

/** Cloudflare's endpoint; TURNSTILE_VERIFY_URL points elsewhere (the local stand-in). */
export const CLOUDFLARE_SITEVERIFY_URL =
  'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** What Cloudflare answers, reduced to what the function decides on. */
export interface SiteverifyVerdict {
  success: boolean;
  hostname: string | null;
  action: string | null;
  errorCodes: string[];
}

/** Cloudflare could not be asked, or answered something that is not a verdict. */
export class SiteverifyUnavailable extends Error {}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export async function siteverify(options: {
  url: string;
  secret: string;
  token: string;
  fetch: typeof fetch;
  timeoutMs: number;
}): Promise<SiteverifyVerdict> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs);
  let response: Response;
  try {
    response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secret, response: options.token }).toString(),
      signal: controller.signal,
    });
  } catch (error) {
    throw new SiteverifyUnavailable(error instanceof Error ? error.name : 'fetch');
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null)
    throw new SiteverifyUnavailable(`HTTP ${String(response.status)}`);
  const record = body as Record<string, unknown>;
  const codes = record['error-codes'];
  return {
    success: record.success === true,
    hostname: text(record.hostname),
    action: text(record.action),
    errorCodes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [],
  };
}

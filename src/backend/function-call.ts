import { isDatabaseCode } from './errors';
import { BackendError } from './port';

/**
 * A call to one of the site's functions (the local server's under `npm run dev` / `npm run
 * preview`): its status and JSON body, or null when it could not be reached.
 */
export async function callFunction(
  functionsUrl: string,
  name: string,
  init: RequestInit,
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<{ status: number; body: unknown } | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetcher(`${functionsUrl}/${name}`, {
      ...init,
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** How long a payment call may take: Webpay itself may answer slowly. */
export const PAYMENT_CALL_TIMEOUT_MS = 45_000;

export const PAYMENT_SERVICE_UNREACHABLE =
  'No pudimos conectar con el servicio de pagos. Revisa tu conexión e inténtalo de nuevo.';

/**
 * The Spanish error and code of a function's refusal; `fallback` when its body says nothing
 * readable.
 */
export function refusalOf(
  body: unknown,
  fallback = PAYMENT_SERVICE_UNREACHABLE,
): { error: string; codigo: string } {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' ? record.error : fallback,
    codigo: typeof record.codigo === 'string' ? record.codigo : 'desconocido',
  };
}

/** A function's refusal as the error the UI shows: its Spanish message, and its rule's code. */
export function functionRefusal(body: unknown, fallback?: string): BackendError {
  const { error, codigo } = refusalOf(body, fallback);
  return new BackendError(
    error,
    isDatabaseCode(codigo) || codigo === 'webpay_no_disponible' ? codigo : 'desconocido',
  );
}

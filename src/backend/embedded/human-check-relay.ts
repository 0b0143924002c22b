import { callFunction, functionRefusal } from '../function-call';
import { BackendError } from '../port';
import type { EmbeddedNotifyOptions } from './notify-operations';

/** A verification takes a round trip to Turnstile (or the stand-in): seconds, not minutes. */
const HUMAN_CHECK_TIMEOUT_MS = 15_000;

export const HUMAN_CHECK_UNREACHABLE =
  'No pudimos completar la verificación. Revisa tu conexión e inténtalo de nuevo.';

/**
 * The embedded mode's half of the human check: the site's own server (`npm run dev`,
 * `npm run preview`) verifies the solved check's token with `verificar-humano`, which holds the
 * secret key and answers `{ aprobado: true }`; the browser's database then issues the pass
 * itself (see caller.ts), since the database lives here and not on that server. Throws the
 * function's Spanish refusal when the token is not approved.
 */
export function approveWithLocalRelay(
  functions: EmbeddedNotifyOptions,
): (token: string) => Promise<void> {
  return async (token) => {
    const answer = await callFunction(
      functions.functionsUrl,
      'verificar-humano',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      },
      functions.fetch,
      functions.timeoutMs ?? HUMAN_CHECK_TIMEOUT_MS,
    );
    if (!answer) throw new BackendError(HUMAN_CHECK_UNREACHABLE, 'sin_conexion');
    const approved = (answer.body as { aprobado?: unknown } | null)?.aprobado === true;
    if (answer.status === 200 && approved) return;
    throw functionRefusal(answer.body, HUMAN_CHECK_UNREACHABLE);
  };
}

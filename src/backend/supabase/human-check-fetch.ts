import type { SupabaseClient } from '@supabase/supabase-js';
import {
  asksForHumanCheck,
  HUMAN_PASS_HEADER,
  isHumanPass,
} from '../../lib/human-check/human-check';
import { requestHumanPass, type PassExchange } from '../human-check';
import { BackendError } from '../port';
import { invokeFunction } from './invoke-function';

const UNREACHABLE =
  'No pudimos completar la verificación. Revisa tu conexión e inténtalo de nuevo.';

/** The function that turns a solved check into a pass; its own calls are never repeated. */
const VERIFY_FUNCTION = 'verificar-humano';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch for supabase-js that handles the human check for every request of the REST API and
 * the functions: an answer 428 that asks for a person (PostgREST's `hint`, or a function's
 * `codigo`, 'verificacion_humana') makes it ask the person for a pass, and send the same request
 * once more with the pass in the `x-pase-humano` header. Without a pass (the person cancelled)
 * the first answer stands, and the form shows its message.
 */
export function fetchWithHumanCheck(base: typeof fetch, exchange: PassExchange): typeof fetch {
  return async (input, init) => {
    const url = urlOf(input);
    const guarded =
      url.includes('/rest/v1/') ||
      (url.includes('/functions/v1/') && !url.includes(`/functions/v1/${VERIFY_FUNCTION}`));
    if (!guarded) return base(input, init);
    // A Request's body can be read once: keep a copy for the repeat.
    const again = input instanceof Request ? input.clone() : input;
    const response = await base(input, init);
    if (response.status !== 428) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!asksForHumanCheck(response.status, body)) return response;
    const pass = await requestHumanPass(exchange);
    if (pass === null) return response;
    const headers = new Headers(init?.headers ?? (again instanceof Request ? again.headers : {}));
    headers.set(HUMAN_PASS_HEADER, pass);
    return base(again, { ...init, headers });
  };
}

/** The hosted half of the check: `verificar-humano` verifies the token and issues the pass. */
export function hostedPassExchange(client: () => SupabaseClient): PassExchange {
  return async (token) => {
    const answer = await invokeFunction(client(), VERIFY_FUNCTION, { token }, UNREACHABLE);
    const pass = (answer as { pase?: unknown } | null)?.pase;
    if (!isHumanPass(pass)) throw new BackendError(UNREACHABLE);
    return pass;
  };
}

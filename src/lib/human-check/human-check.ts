/**
 * The human check's names, shared by the browser, the server function and the database: a rule
 * that wants a person refuses with the code below (HTTP 428), the browser shows the check, gets a
 * one-time pass for it and repeats the same request once with the pass in a header.
 */

/** The request header that carries a pass; PostgREST hands it to SQL in `request.headers`. */
export const HUMAN_PASS_HEADER = 'x-pase-humano';

/** The refusal's code: the SQL `hint` of private.exigir_pase_humano, or a function's `codigo`. */
export const HUMAN_CHECK_CODE = 'verificacion_humana';

/** The HTTP status of that refusal (PostgREST maps SQLSTATE PT428 to it). */
export const HUMAN_CHECK_STATUS = 428;

/**
 * The action the widget names and the server expects back from Turnstile's verification: a token
 * solved for another purpose (or another site's widget) does not count here.
 */
export const HUMAN_CHECK_ACTION = 'verificacion_humana';

/** A pass as private.emitir_pase_humano issues it: 32 random bytes in hex. */
export const isHumanPass = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/**
 * Whether an HTTP answer asks for the check: status 428 with the code as PostgREST's `hint`
 * (the REST API) or as a function's `codigo` (a server function that calls such a rule).
 */
export function asksForHumanCheck(status: number, body: unknown): boolean {
  if (status !== HUMAN_CHECK_STATUS || typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return record.hint === HUMAN_CHECK_CODE || record.codigo === HUMAN_CHECK_CODE;
}

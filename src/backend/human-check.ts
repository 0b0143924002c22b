import { HUMAN_CHECK_CODE } from '../lib/human-check/human-check';
import { BackendError } from './port';

/**
 * The human check, the same for every operation of both adapters: when the backend refuses with
 * the code 'verificacion_humana' (a site-wide cap was reached, and beyond it the database wants
 * a person), the adapter asks the registered solver for a pass, and repeats the same call once
 * with it. When the person cancels, or no solver is registered, the original refusal reaches the
 * form, which keeps what was typed.
 */

/**
 * Turns a solved check's token into a pass, each adapter its own way (the hosted function
 * issues it; in the embedded mode the local relay approves the token and the browser's database
 * issues it). Throws a BackendError with the Spanish reason when the token is refused.
 */
export type PassExchange = (token: string) => Promise<string>;

/**
 * Shows the check and resolves with a pass (calling `exchange` with the widget's token, and
 * letting the person try again when it throws), or null when the person cancels.
 */
export type HumanCheckSolver = (exchange: PassExchange) => Promise<string | null>;

let solver: HumanCheckSolver | null = null;
let turns: Promise<unknown> = Promise.resolve();

/** Registers the solver (the app's dialog); returns what unregisters it. */
export function setHumanCheckSolver(next: HumanCheckSolver): () => void {
  solver = next;
  return () => {
    if (solver === next) solver = null;
  };
}

/**
 * A pass from the person, or null. One check at a time: two calls refused together show the
 * check one after the other, since a pass admits one request.
 */
export function requestHumanPass(exchange: PassExchange): Promise<string | null> {
  const turn = turns.then(() => (solver ? solver(exchange) : null)).catch(() => null);
  turns = turn;
  return turn;
}

export const needsHumanCheck = (error: unknown): error is BackendError =>
  error instanceof BackendError && error.code === HUMAN_CHECK_CODE;

/**
 * Runs `call` without a pass; when it is refused for want of a person, gets a pass and runs the
 * same call once more with it.
 */
export async function withHumanCheck<T>(
  call: (pass: string | null) => Promise<T>,
  exchange: PassExchange,
): Promise<T> {
  try {
    return await call(null);
  } catch (error) {
    if (!needsHumanCheck(error)) throw error;
    const pass = await requestHumanPass(exchange);
    if (pass === null) throw error;
    return call(pass);
  }
}

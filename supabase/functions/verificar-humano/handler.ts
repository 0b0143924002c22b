/**
 * `verificar-humano`: turns a solved human check into a one-time pass. The browser POSTs
 * `{ token }` (what the Turnstile widget, or the local stand-in, gave it); the function asks
 * Turnstile's siteverify whether the token is good (with the secret key, which never leaves the
 * server), for this site's action (and hostname, when configured), and then:
 *
 * - hosted (given `issuePass`): issues a pass in the database with the service role
 *   (private.emitir_pase_humano) and answers `{ pase }`;
 * - the embedded mode's local relay (no database on the server: it lives in the visitor's
 *   browser): answers `{ aprobado: true }`, and the browser's database issues the pass itself.
 *
 * The browser then repeats the request that asked for a person with the pass in the
 * `x-pase-humano` header. Refusals are fixed Spanish sentences: what Cloudflare said goes to the
 * log, never to the caller.
 */
import { HUMAN_CHECK_ACTION } from '../../../src/lib/human-check/human-check.ts';
import { json, preflight, readJsonBody, Refused } from '../_shared/http.ts';
import {
  CLOUDFLARE_SITEVERIFY_URL,
  siteverify,
  SiteverifyUnavailable,
  type SiteverifyVerdict,
} from './siteverify.ts';

export interface HumanCheckDeps {
  /** TURNSTILE_SECRET_KEY; without it nothing can be verified. */
  secretKey: string | undefined;
  /** TURNSTILE_VERIFY_URL; Cloudflare's siteverify by default. */
  verifyUrl?: string;
  /** Hostnames a token must have been solved on (TURNSTILE_HOSTNAMES); any when empty. */
  hostnames?: readonly string[];
  /** Issues a pass with the service role (hosted); absent in the embedded mode's relay. */
  issuePass?: () => Promise<string>;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export const UNAVAILABLE_ERROR =
  'La verificación no está disponible en este momento. Inténtalo de nuevo en unos minutos.';
export const NOT_A_PERSON_ERROR = 'No pudimos confirmar que eres una persona. Inténtalo de nuevo.';
export const INVALID_TOKEN_ERROR =
  'Falta la verificación o no es válida. Vuelve a confirmar que eres una persona.';

/** Turnstile's tokens are at most 2,048 characters. */
const MAX_TOKEN_LENGTH = 2048;

/** Cloudflare's codes that mean this server is misconfigured, not that the visitor failed. */
const CONFIGURATION_ERRORS = ['missing-input-secret', 'invalid-input-secret'];

function tokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const token = (body as Record<string, unknown>).token;
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
    ? token
    : null;
}

const unavailable = () => json(503, { codigo: 'no_disponible', error: UNAVAILABLE_ERROR });
const notAPerson = () => json(403, { codigo: 'verificacion_fallida', error: NOT_A_PERSON_ERROR });

export function createHumanCheckHandler(
  deps: HumanCheckDeps,
): (request: Request) => Promise<Response> {
  const secret = deps.secretKey?.trim() ?? '';
  const url = deps.verifyUrl?.trim() || CLOUDFLARE_SITEVERIFY_URL;
  const hostnames = deps.hostnames ?? [];

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    const token = tokenOf(await readJsonBody(request));
    if (token === null) return json(400, { codigo: 'token_invalido', error: INVALID_TOKEN_ERROR });
    if (secret === '') {
      console.error('verificar-humano: falta TURNSTILE_SECRET_KEY');
      return unavailable();
    }

    let verdict: SiteverifyVerdict;
    try {
      verdict = await siteverify({
        url,
        secret,
        token,
        fetch: deps.fetch,
        timeoutMs: deps.timeoutMs ?? 10_000,
      });
    } catch (error) {
      if (!(error instanceof SiteverifyUnavailable)) throw error;
      console.error('verificar-humano: siteverify no respondió', error.message);
      return unavailable();
    }
    if (!verdict.success) {
      if (verdict.errorCodes.some((code) => CONFIGURATION_ERRORS.includes(code))) {
        console.error('verificar-humano: la clave secreta no es válida', verdict.errorCodes);
        return unavailable();
      }
      return notAPerson();
    }
    // A token solved for another purpose, or on another site with the same key, is no proof here.
    if (verdict.action !== HUMAN_CHECK_ACTION) return notAPerson();
    if (hostnames.length > 0 && !hostnames.includes(verdict.hostname ?? '')) return notAPerson();

    if (!deps.issuePass) return json(200, { aprobado: true });
    try {
      return json(200, { pase: await deps.issuePass() });
    } catch (error) {
      if (error instanceof Refused)
        return json(429, { codigo: error.codigo, error: error.message });
      console.error('verificar-humano: no se pudo emitir el pase', error);
      return unavailable();
    }
  };
}

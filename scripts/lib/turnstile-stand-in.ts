/**
 * The human check on the local servers (`npm run dev`, `npm run preview`, the end-to-end tests).
 * Without Turnstile's secret (TURNSTILE_SECRET_KEY) they use the local stand-in
 * (e2e/turnstile-simulator.ts): the local `verificar-humano` verifies its tokens with its public
 * key, and the `verificacion-simulada` relay hands the stand-in widget its tokens from the same
 * origin as the page.
 */
import type { AddressInfo } from 'node:net';
import {
  SITEVERIFY_PATH,
  STAND_IN_SECRET_KEY,
  startTurnstileSimulator,
} from '../../e2e/turnstile-simulator.ts';
import { HUMAN_CHECK_ACTION } from '../../src/lib/human-check/human-check.ts';

type Env = Record<string, string | undefined>;
type Handler = (request: Request) => Promise<Response>;

/** The relay's path under /functions/v1/, where the stand-in widget asks for a token. */
export const STAND_IN_TOKEN_FUNCTION = 'verificacion-simulada';

/** Whether the local servers use Cloudflare (TURNSTILE_SECRET_KEY) or a siteverify of their own. */
const configured = (env: Env): boolean =>
  Boolean(env.TURNSTILE_SECRET_KEY?.trim() || env.TURNSTILE_VERIFY_URL?.trim());

/**
 * The local servers' environment: as it is when Turnstile (or another siteverify) is configured;
 * otherwise with a stand-in of their own, started on a free port (so two servers never share or
 * fight over one) and pointed at by TURNSTILE_VERIFY_URL. `close` stops it with the server.
 */
export async function withLocalStandIn(env: Env): Promise<{ env: Env; close: () => void }> {
  if (configured(env)) return { env, close: () => undefined };
  const server = await startTurnstileSimulator(0);
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      ...env,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${String(port)}${SITEVERIFY_PATH}`,
    },
    close: () => {
      server.close();
    },
  };
}

/** What the local `verificar-humano` verifies with: Turnstile's secret, or the stand-in's key. */
export function localTurnstileSecret(env: Env): string | undefined {
  const secret = env.TURNSTILE_SECRET_KEY?.trim();
  if (secret) return secret;
  return env.TURNSTILE_VERIFY_URL?.trim() ? STAND_IN_SECRET_KEY : undefined;
}

const UNAVAILABLE = JSON.stringify({
  codigo: 'no_disponible',
  error: 'La verificación no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
});

/**
 * The stand-in widget's token, from the stand-in at TURNSTILE_VERIFY_URL's origin: what
 * Cloudflare's widget gets from Cloudflare. Null when the stand-in is not in use.
 */
export function standInTokenRelay(env: Env, fetcher: typeof fetch): Handler | null {
  const verifyUrl = env.TURNSTILE_VERIFY_URL?.trim();
  if (env.TURNSTILE_SECRET_KEY?.trim() || !verifyUrl) return null;
  const tokenUrl = new URL('/token', verifyUrl).toString();
  return async (request) => {
    if (request.method !== 'POST')
      return new Response('{"error":"Método no permitido"}', { status: 405 });
    try {
      const answer = await fetcher(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          action: HUMAN_CHECK_ACTION,
          hostname: new URL(request.url).hostname,
        }),
      });
      if (!answer.ok) throw new Error(`HTTP ${String(answer.status)}`);
      return new Response(await answer.text(), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    } catch {
      return new Response(UNAVAILABLE, {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }
  };
}

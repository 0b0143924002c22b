/**
 * The human check on the local servers (`npm run dev`, `npm run preview`, the end-to-end tests).
 * Without Turnstile's secret (TURNSTILE_SECRET_KEY) they use the local stand-in
 * (e2e/turnstile-simulator.ts): the local `verificar-humano` verifies its tokens with its public
 * key, and the `verificacion-simulada` relay hands the stand-in widget its tokens from the same
 * origin as the page.
 */
import type http from 'node:http';
import {
  STAND_IN_SECRET_KEY,
  startTurnstileSimulator,
  TURNSTILE_SIM_VERIFY_URL,
} from '../../e2e/turnstile-simulator.ts';
import { HUMAN_CHECK_ACTION } from '../../src/lib/human-check/human-check.ts';

type Env = Record<string, string | undefined>;
type Handler = (request: Request) => Promise<Response>;

/** The relay's path under /functions/v1/, where the stand-in widget asks for a token. */
export const STAND_IN_TOKEN_FUNCTION = 'verificacion-simulada';

/** The local servers' environment: Turnstile's own when configured, the stand-in otherwise. */
export function withTurnstileStandIn(env: Env): { env: Env; standIn: boolean } {
  if (env.TURNSTILE_SECRET_KEY?.trim() || env.TURNSTILE_VERIFY_URL?.trim())
    return { env, standIn: false };
  return { env: { ...env, TURNSTILE_VERIFY_URL: TURNSTILE_SIM_VERIFY_URL }, standIn: true };
}

/**
 * Starts the stand-in on its port; null when something listens there already (another dev
 * server's stand-in, or the tests'), which then answers for this server too.
 */
export async function startStandInIfFree(): Promise<http.Server | null> {
  try {
    return await startTurnstileSimulator();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return null;
    throw error;
  }
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

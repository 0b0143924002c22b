/**
 * What the local servers (`npm run dev`, `npm run preview`) check of a call to a local function
 * before its handler sees it. In the embedded mode the database lives in the visitor's browser,
 * so the server cannot look the caller up the way a hosted function does; it checks what a server
 * can check about any request:
 *
 * - a bearer token: the local functions have no signing keys to verify one against (the embedded
 *   sessions live in the browser and are never sent), so any token is one that does not verify,
 *   answered 401 as the hosted functions answer it;
 * - that it comes from this site: the Host is this machine or an IP address (never a domain name
 *   an attacker's page could point here, DNS rebinding), and a browser's Origin and
 *   Sec-Fetch-Site, when sent, name this same origin (another site's page gets nothing, not even
 *   the masked webhook);
 * - a POST says it is JSON (a form another site posts cannot);
 * - its size (a body over MAX_BODY_BYTES is refused before it is read whole);
 * - a rate per caller address: CALLS_PER_MINUTE calls to the local functions.
 *
 * webpay-return is reached by the browser's redirect back from Webpay (another site, posting a
 * form), so it is exempt from the origin and type checks: Webpay's token in it is what it checks.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

export const MAX_BODY_BYTES = 65_536;
export const CALLS_PER_MINUTE = 300;
const MINUTE_MS = 60_000;

/** Reached by a cross-site redirect, not by the site's own scripts. */
const NAVIGATION_TARGETS = new Set(['webpay-return']);

export interface GuardRefusal {
  status: number;
  body: Record<string, string>;
}

const refuse = (status: number, codigo: string, error: string): GuardRefusal => ({
  status,
  body: { codigo, error },
});

/** A host an attacker's domain cannot stand for: this machine's names, or an IP address. */
export function isLocalOrAddressHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(bare) !== 0;
}

function sameOrigin(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Why a call to local function `name` is refused, or null when it may go on. */
export function refusalOf(
  name: string,
  method: string,
  headers: IncomingHttpHeaders,
): GuardRefusal | null {
  if (header(headers, 'authorization') !== undefined) {
    return {
      status: 401,
      body: {
        codigo: 'sesion_invalida',
        error: 'Tu sesión no es válida: vuelve a iniciar sesión.',
        message: 'Invalid JWT',
      },
    };
  }
  const host = header(headers, 'host');
  if (!isLocalOrAddressHost(host) || host === undefined) {
    return refuse(
      403,
      'origen_no_permitido',
      'Este servidor local solo atiende en localhost o en su dirección IP.',
    );
  }
  const length = Number(header(headers, 'content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return refuse(413, 'solicitud_grande', 'Solicitud demasiado grande');
  if (NAVIGATION_TARGETS.has(name)) return null;

  const origin = header(headers, 'origin');
  const site = header(headers, 'sec-fetch-site');
  if (
    (origin !== undefined && !sameOrigin(origin, host)) ||
    (site !== undefined && site !== 'same-origin' && site !== 'none')
  ) {
    return refuse(
      403,
      'origen_no_permitido',
      'Solo este sitio puede llamar a sus funciones locales.',
    );
  }
  if (method === 'POST') {
    const type = (header(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return refuse(415, 'tipo_contenido', 'La solicitud debe enviarse como JSON.');
    }
  }
  return null;
}

/** Calls per caller address in the last minute; false once a caller is over CALLS_PER_MINUTE. */
export function createCallRate(now: () => number = Date.now) {
  const calls = new Map<string, number[]>();
  return (client: string): boolean => {
    const at = now();
    for (const [key, times] of calls) {
      const recent = times.filter((time) => at - time < MINUTE_MS);
      if (recent.length === 0) calls.delete(key);
      else calls.set(key, recent);
    }
    const recent = calls.get(client) ?? [];
    if (recent.length >= CALLS_PER_MINUTE) return false;
    calls.set(client, [...recent, at]);
    return true;
  };
}

export const RATE_REFUSAL = refuse(
  429,
  'demasiadas_solicitudes',
  'Demasiadas solicitudes desde este equipo: espera un minuto e inténtalo de nuevo.',
);

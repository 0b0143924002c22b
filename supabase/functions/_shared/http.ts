/**
 * The HTTP details the functions share: JSON answers with CORS (the site calls them from its own
 * origin; a bearer token, not a cookie, says who calls, so any origin may ask), and bounded JSON
 * bodies. A function whose rule asks for a person receives the pass in `x-pase-humano`.
 */

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'authorization, apikey, content-type, x-client-info, x-pase-humano',
};

/** A request names what to do; anything larger is not one. */
export const MAX_BODY_CHARS = 16_384;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export const preflight = (): Response => new Response(null, { status: 204, headers: CORS });

/** The parsed JSON body, or undefined when it is missing, too large or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length === 0 || text.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A refusal of the database, with its stable code (the SQL hint) and Spanish message. */
export class Refused extends Error {
  constructor(
    readonly codigo: string,
    message: string,
  ) {
    super(message);
  }
}

/** The bearer token of a request, if any. */
export const bearerToken = (request: Request): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

/** What Deno.serve tells a handler besides the request (and the local servers mimic). */
export interface ServeInfo {
  remoteAddr?: { hostname: string };
}

/** The caller's network address, as the server saw it ('desconocido' when not told). */
export const clientAddress = (info: ServeInfo | undefined): string =>
  info?.remoteAddr?.hostname ?? 'desconocido';

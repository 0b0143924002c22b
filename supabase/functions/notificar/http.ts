/**
 * The HTTP details of the function: JSON answers with CORS (the site calls it from its own
 * origin; the bearer token, not a cookie, says who calls, so any origin may ask), a bounded body,
 * and the status of each refusal.
 */

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info',
};

/** A request names a notice; anything larger is not one. */
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

const STATUS_BY_CODE: Record<string, number> = {
  acceso_denegado: 403,
  aviso_vencido: 403,
  reserva_no_encontrada: 404,
  aviso_no_encontrado: 404,
  aviso_enviado: 409,
  aviso_agotado: 409,
  aviso_en_curso: 409,
  reserva_inactiva: 409,
  tipo_invalido: 400,
};

export const refusalStatus = (codigo: string): number => STATUS_BY_CODE[codigo] ?? 400;

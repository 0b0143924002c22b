/**
 * What Webpay sends back to the return address, in four shapes (Transbank's documentation):
 *   1. token_ws alone: the form was completed, approved or declined; commit tells which.
 *   2. TBK_ORDEN_COMPRA and TBK_ID_SESION without a token: the form timed out.
 *   3. TBK_TOKEN with the order and session: the client pressed 'Anular compra'.
 *   4. token_ws together with TBK_TOKEN: Webpay's error page sent the client back.
 * The return comes by GET, except that an aborted payment may come by POST (form-encoded).
 */

export type WebpayReturn =
  | { kind: 'completado'; token: string }
  /** The session is the attempt's own (its payment id): with the order, it names the attempt. */
  | { kind: 'tiempo_agotado'; orden: string; sesion: string | null }
  | { kind: 'cancelado'; token: string; orden: string | null }
  | { kind: 'error'; token: string; orden: string | null }
  | { kind: 'invalido' };

const value = (params: URLSearchParams, name: string): string | null => {
  const found = params.get(name)?.trim() ?? '';
  return found === '' ? null : found;
};

export function classifyReturn(params: URLSearchParams): WebpayReturn {
  const token = value(params, 'token_ws');
  const tbkToken = value(params, 'TBK_TOKEN');
  const orden = value(params, 'TBK_ORDEN_COMPRA');
  if (token && tbkToken) return { kind: 'error', token, orden };
  if (token) return { kind: 'completado', token };
  if (tbkToken) return { kind: 'cancelado', token: tbkToken, orden };
  if (orden) return { kind: 'tiempo_agotado', orden, sesion: value(params, 'TBK_ID_SESION') };
  return { kind: 'invalido' };
}

/** The parameters of a return, from the query (GET) or a form body (POST). */
export async function readReturnParams(request: Request): Promise<URLSearchParams> {
  const params = new URL(request.url).searchParams;
  if (request.method !== 'POST') return params;
  const text = (await request.text()).slice(0, 4096);
  const body = new URLSearchParams(text);
  body.forEach((field, name) => {
    if (!params.has(name)) params.set(name, field);
  });
  return params;
}

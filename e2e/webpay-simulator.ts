import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { listenOnLoopback, settle } from './loopback-server.ts';

/**
 * A local stand-in for Transbank's Webpay Plus REST API (v1.2) and its payment form, for the e2e
 * tests and for working offline: point TBK_API_URL at WEBPAY_SIM_URL. E2E_WEBPAY_PORT moves it when
 * two runs share a machine. State lives in memory; POST /control/reset clears it and
 * GET /control/transactions lists it.
 */
export const WEBPAY_SIM_PORT = Number(process.env.E2E_WEBPAY_PORT ?? 4598);
export const WEBPAY_SIM_URL = `http://127.0.0.1:${String(WEBPAY_SIM_PORT)}`;
export const WEBPAY_API_PATH = '/rswebpaytransaction/api/webpay/v1.2';

/** Transbank's public integration commerce and key (not secrets): the only credentials accepted. */
const COMMERCE_CODE = '597055555532';
const API_KEY_SECRET = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const MAX_BODY = 64 * 1024;

/** The form's buttons: what each decides, and its label. */
const DECISIONS = {
  approve: { state: 'AUTHORIZED', label: 'Pagar (aprobado)' },
  reject: { state: 'FAILED', label: 'Pagar (rechazado)' },
  abort: { state: 'ABORTED', label: 'Anular compra' },
  timeout: { state: 'TIMED_OUT', label: 'Dejar que expire' },
  error: { state: 'ERROR', label: 'Volver al sitio (error)' },
} as const;
export type WebpayDecision = keyof typeof DECISIONS;
export type SimulatedState =
  'INITIALIZED' | (typeof DECISIONS)[WebpayDecision]['state'] | 'REVERSED' | 'NULLIFIED';

export interface SimulatedTransaction {
  token: string;
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  state: SimulatedState;
  createdAt: string;
  decidedAt: string | null;
  /** Successful commits: Webpay allows one. */
  commitCount: number;
  refunds: { type: 'REVERSED' | 'NULLIFIED'; amount: number; at: string }[];
}

const LIMITS = { buy_order: 26, session_id: 61, return_url: 255 } as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;

const hiddenForm = (action: string, fields: Record<string, string>, label: string): string =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v)}">`)
    .join('')}<button type="submit">${escapeHtml(label)}</button></form>`;

const balanceOf = (t: SimulatedTransaction): number =>
  t.state === 'REVERSED' ? 0 : t.amount - t.refunds.reduce((sum, r) => sum + r.amount, 0);

/** Commit and status share one shape; status adds the balance left after refunds. */
function details(t: SimulatedTransaction, withBalance: boolean): Record<string, unknown> {
  const at = new Date(t.decidedAt ?? t.createdAt);
  const paid = ['AUTHORIZED', 'REVERSED', 'NULLIFIED'].includes(t.state);
  const status = t.state === 'INITIALIZED' || paid ? t.state : 'FAILED';
  const mmdd = `${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`;
  return {
    vci: 'TSY',
    amount: t.amount,
    status,
    buy_order: t.buy_order,
    session_id: t.session_id,
    card_detail: { card_number: '6623' },
    accounting_date: mmdd,
    transaction_date: at.toISOString(),
    authorization_code: paid ? '1213' : '000000',
    payment_type_code: 'VN',
    response_code: t.state === 'INITIALIZED' ? null : paid ? 0 : -1,
    installments_number: 0,
    ...(withBalance ? { balance: balanceOf(t) } : {}),
  };
}

/** The body as text, or null when it is larger than MAX_BODY (the rest is drained). */
async function readBody(request: http.IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  return size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8');
}

const parseJson = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The first field of a creation request outside Webpay's limits, or null. */
function invalidField(body: Record<string, unknown>): string | null {
  for (const [field, max] of Object.entries(LIMITS)) {
    const value = body[field];
    if (typeof value !== 'string' || value.length < 1 || value.length > max) return field;
  }
  if (!isPositiveInteger(body.amount)) return 'amount';
  return URL.canParse(String(body.return_url)) ? null : 'return_url';
}

const formPage = (t: SimulatedTransaction): string =>
  page(
    'Webpay Plus (simulador): pago',
    `<h1>Webpay Plus (simulador)</h1><p>Orden de compra: <strong>${escapeHtml(t.buy_order)}</strong></p><p>Monto: <strong>$${t.amount.toLocaleString('es-CL')}</strong></p>` +
      Object.entries(DECISIONS)
        .map(([decision, { label }]) =>
          hiddenForm('/webpayserver/decide', { token_ws: t.token, decision }, label),
        )
        .join(''),
  );

/**
 * What each decision sends back to the return address, in Transbank's four shapes: token_ws alone
 * (approved or declined), the order without a token (timeout), TBK_TOKEN with the order (aborted),
 * and both tokens (Webpay's error page).
 */
function returnFields(decision: WebpayDecision, t: SimulatedTransaction): Record<string, string> {
  const order = { TBK_ORDEN_COMPRA: t.buy_order, TBK_ID_SESION: t.session_id };
  if (decision === 'abort') return { TBK_TOKEN: t.token, ...order };
  if (decision === 'timeout') return order;
  if (decision === 'error') return { token_ws: t.token, TBK_TOKEN: t.token, ...order };
  return { token_ws: t.token };
}

export function startWebpaySimulator(port = WEBPAY_SIM_PORT): Promise<http.Server> {
  const transactions = new Map<string, SimulatedTransaction>();

  const server = http.createServer((request, response) => {
    const send = (status: number, type: string, body: string): void => {
      response.writeHead(status, { 'content-type': type }).end(body);
    };
    const json = (status: number, body: unknown): void =>
      send(status, 'application/json', JSON.stringify(body));
    const fail = (status: number, message: string): void =>
      json(status, { error_message: message });
    const html = (status: number, body: string): void =>
      send(status, 'text/html; charset=utf-8', body);
    // The form's address follows the port actually bound (port 0 in unit tests).
    const address = server.address();
    const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : port)}`;
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';

    const handle = async (): Promise<void> => {
      const raw = await readBody(request);
      if (raw === null) return fail(413, 'Request body too large');

      if (url.pathname === '/control/transactions') return json(200, [...transactions.values()]);
      if (url.pathname === '/control/reset' && method === 'POST') {
        transactions.clear();
        return json(200, { reset: true });
      }

      // The browser's side: the payment form and the buttons' answers.
      if (url.pathname.startsWith('/webpayserver/')) {
        const form = new URLSearchParams(raw);
        const t = transactions.get(form.get('token_ws') ?? '');
        const notice = (status: number, text: string): void =>
          html(status, page(text, `<h1>${text}</h1>`));
        if (method !== 'POST') return notice(405, 'Método no permitido');
        if (!t) return notice(404, 'Transacción no encontrada');
        if (t.state !== 'INITIALIZED') return notice(409, 'Esta transacción ya fue procesada');
        if (url.pathname === '/webpayserver/initTransaction') return html(200, formPage(t));
        const decision = form.get('decision') ?? '';
        if (url.pathname !== '/webpayserver/decide' || !(decision in DECISIONS)) {
          return notice(404, 'Página no encontrada');
        }
        t.state = DECISIONS[decision as WebpayDecision].state;
        t.decidedAt = new Date().toISOString();
        const fields = returnFields(decision as WebpayDecision, t);
        if (decision !== 'abort') {
          const target = new URL(t.return_url);
          for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
          response.writeHead(303, { location: target.toString() }).end();
          return;
        }
        // The integration environment returns an aborted payment by POST: an auto-sent form.
        const back = hiddenForm(t.return_url, fields, 'Volver al comercio');
        const script = '<script>document.forms[0].submit();</script>';
        return html(200, page('Volviendo al comercio', `<h1>Compra anulada</h1>${back}${script}`));
      }

      // The API: every call carries the commerce's credentials.
      if (!url.pathname.startsWith(`${WEBPAY_API_PATH}/`)) {
        return fail(404, 'Not Found');
      }
      if (
        request.headers['tbk-api-key-id'] !== COMMERCE_CODE ||
        request.headers['tbk-api-key-secret'] !== API_KEY_SECRET
      ) {
        return fail(401, 'Not Authorized');
      }
      const route = url.pathname.slice(WEBPAY_API_PATH.length);
      const body = parseJson(raw);

      if (route === '/transactions' && method === 'POST') {
        const field = invalidField(body);
        if (field) return fail(422, `Invalid value for parameter: ${field}`);
        const token = randomBytes(32).toString('hex');
        transactions.set(token, {
          token,
          buy_order: String(body.buy_order),
          session_id: String(body.session_id),
          amount: Number(body.amount),
          return_url: String(body.return_url),
          state: 'INITIALIZED',
          createdAt: new Date().toISOString(),
          decidedAt: null,
          commitCount: 0,
          refunds: [],
        });
        return json(200, { token, url: `${base}/webpayserver/initTransaction` });
      }

      const match = /^\/transactions\/([^/]+)(\/refunds)?$/.exec(route);
      const t = match ? transactions.get(match[1] ?? '') : undefined;
      if (!match) return fail(404, 'Not Found');
      if (!t) return fail(404, 'Transaction not found');
      const refunds = match[2] !== undefined;

      if (!refunds && method === 'GET') return json(200, details(t, true));
      if (!refunds && method === 'PUT') {
        if (t.commitCount > 0) {
          return fail(422, 'Transaction already locked by another process');
        }
        if (t.state !== 'AUTHORIZED' && t.state !== 'FAILED') {
          return fail(
            422,
            `Invalid status 0 for transaction while authorizing. Commerce has sent a commit with status ${t.state}`,
          );
        }
        t.commitCount += 1;
        return json(200, details(t, false));
      }
      if (refunds && method === 'POST') {
        const balance = balanceOf(t);
        if (t.commitCount === 0 || t.state !== 'AUTHORIZED') {
          return fail(422, `Transaction can not be refunded: ${t.state}`);
        }
        if (!isPositiveInteger(body.amount) || body.amount > balance) {
          return fail(422, 'Invalid value for parameter: amount');
        }
        const at = new Date().toISOString();
        // The full amount, untouched, is reversed; anything else is a nullification.
        if (body.amount === t.amount) {
          t.refunds.push({ type: 'REVERSED', amount: body.amount, at });
          t.state = 'REVERSED';
          return json(200, { type: 'REVERSED' });
        }
        t.refunds.push({ type: 'NULLIFIED', amount: body.amount, at });
        if (body.amount === balance) t.state = 'NULLIFIED';
        return json(200, {
          type: 'NULLIFIED',
          authorization_code: '123456',
          authorization_date: at,
          nullified_amount: body.amount,
          balance: balance - body.amount,
          response_code: 0,
        });
      }
      return fail(405, 'Method Not Allowed');
    };

    settle(response, handle(), (message) => ({ error_message: message }));
  });
  return listenOnLoopback(server, port);
}

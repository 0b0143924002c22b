/**
 * Webpay Plus over its REST API with `fetch`: the official SDK (transbank-sdk) is built on axios
 * for Node, while this code must run unchanged in Supabase's Edge runtime (Deno), under Node in
 * tests and in the local server. Four calls: create, commit, status and refund.
 */
import type { WebpayConfig } from './config.ts';

/** Webpay answered with an error status, or could not be reached (status 0). */
export class WebpayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WebpayError';
  }
}

/** What commit and status answer (the fields this site reads; Webpay sends a few more). */
export interface WebpayTransaction {
  vci?: string;
  amount?: number;
  status?: string;
  buy_order?: string;
  session_id?: string;
  card_detail?: { card_number?: string };
  accounting_date?: string;
  transaction_date?: string;
  authorization_code?: string;
  payment_type_code?: string;
  response_code?: number;
  installments_number?: number;
  [field: string]: unknown;
}

export interface WebpayRefund {
  type?: string;
  authorization_code?: string;
  nullified_amount?: number;
  balance?: number;
  response_code?: number;
  [field: string]: unknown;
}

export interface WebpayClient {
  create(
    buyOrder: string,
    sessionId: string,
    amount: number,
    returnUrl: string,
  ): Promise<{ token: string; url: string }>;
  commit(token: string): Promise<WebpayTransaction>;
  status(token: string): Promise<WebpayTransaction>;
  refund(token: string, amount: number): Promise<WebpayRefund>;
}

/** Webpay's own limits on each field. */
export const LIMITS = { buyOrder: 26, sessionId: 61, returnUrl: 255, token: 64 } as const;

/** Approved only with response code 0 and status AUTHORIZED (Transbank's rule). */
export const isApproved = (transaction: WebpayTransaction): boolean =>
  transaction.response_code === 0 && transaction.status === 'AUTHORIZED';

const TOKEN = /^[A-Za-z0-9]{1,64}$/;
export const isWebpayToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN.test(value);

export function createWebpayClient(
  config: WebpayConfig,
  fetcher: typeof fetch,
  timeoutMs = 30_000,
): WebpayClient {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, timeoutMs);
    let response: Response;
    try {
      response = await fetcher(`${config.apiUrl}${path}`, {
        method,
        headers: {
          'Tbk-Api-Key-Id': config.commerceCode,
          'Tbk-Api-Key-Secret': config.apiKeySecret,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      throw new WebpayError(0, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const message = (parsed as { error_message?: unknown } | null)?.error_message;
      throw new WebpayError(
        response.status,
        typeof message === 'string' ? message : `HTTP ${String(response.status)}`,
      );
    }
    if (typeof parsed !== 'object' || parsed === null) {
      throw new WebpayError(response.status, 'Respuesta de Webpay no válida');
    }
    return parsed as T;
  }

  const tokenPath = (token: string): string => {
    if (!isWebpayToken(token)) throw new WebpayError(400, 'Token inválido');
    return `/transactions/${token}`;
  };

  return {
    async create(buyOrder, sessionId, amount, returnUrl) {
      if (
        buyOrder.trim() === '' ||
        buyOrder.length > LIMITS.buyOrder ||
        sessionId.trim() === '' ||
        sessionId.length > LIMITS.sessionId ||
        returnUrl.length > LIMITS.returnUrl ||
        !Number.isSafeInteger(amount) ||
        amount <= 0
      ) {
        throw new WebpayError(400, 'Datos de la transacción inválidos');
      }
      const answer = await call<{ token?: unknown; url?: unknown }>('POST', '/transactions', {
        buy_order: buyOrder,
        session_id: sessionId,
        amount,
        return_url: returnUrl,
      });
      if (!isWebpayToken(answer.token) || typeof answer.url !== 'string') {
        throw new WebpayError(502, 'Respuesta de Webpay no válida');
      }
      return { token: answer.token, url: answer.url };
    },
    commit: (token) => call<WebpayTransaction>('PUT', tokenPath(token)),
    status: (token) => call<WebpayTransaction>('GET', tokenPath(token)),
    refund: (token, amount) =>
      call<WebpayRefund>('POST', `${tokenPath(token)}/refunds`, { amount }),
  };
}

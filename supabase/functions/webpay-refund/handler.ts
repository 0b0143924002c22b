/**
 * `webpay-refund`: an admin refunds the card payment of a cancelled booking (Webpay's refund:
 * a reversal the same day, an annulment later). Hosted: the database checks the admin (active,
 * and at aal2 in this session) and the payment, and records Webpay's answer. Embedded (no
 * store): the browser's database checked and will record; this relay refunds only transactions
 * it created itself.
 */
import { invalidTokenAnswer, InvalidToken } from '../_shared/auth/verify-caller.ts';
import { json, preflight, readJsonBody, Refused } from '../_shared/http.ts';
import { isUuid } from '../_shared/notify/protocol.ts';
import { createWebpayClient, isWebpayToken, WebpayError } from '../_shared/webpay/client.ts';
import type { WebpayConfig } from '../_shared/webpay/config.ts';
import type { MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import type { PaymentStore } from '../_shared/webpay/payment-store.ts';
import { refusalStatus, WEBPAY_UNREACHABLE } from '../_shared/webpay/refusals.ts';

export interface RefundHandlerDeps {
  config: WebpayConfig | { error: string };
  fetch: typeof fetch;
  store?: PaymentStore;
  memory?: MemoryLedger;
}

export function createWebpayRefundHandler(
  deps: RefundHandlerDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    if ('error' in deps.config) {
      return json(503, { codigo: 'sin_configuracion', error: deps.config.error });
    }
    const client = createWebpayClient(deps.config, deps.fetch);
    const body = ((await readJsonBody(request)) ?? {}) as Record<string, unknown>;
    try {
      if (deps.store) {
        if (!isUuid(body.pagoId)) {
          return json(400, { codigo: 'solicitud_invalida', error: 'Pago inválido' });
        }
        const caller = await deps.store.identify(request);
        const { token, monto } = await deps.store.prepareRefund(body.pagoId, caller);
        const refund = await client.refund(token, monto);
        await deps.store.recordRefund(body.pagoId, refund, caller);
        return json(200, { respuesta: refund });
      }
      const { token, monto } = body;
      if (
        !isWebpayToken(token) ||
        typeof monto !== 'number' ||
        !Number.isSafeInteger(monto) ||
        monto <= 0 ||
        !deps.memory?.created(token)
      ) {
        return json(404, { codigo: 'pago_no_encontrado', error: 'Pago no encontrado' });
      }
      return json(200, { respuesta: await client.refund(token, monto) });
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      if (error instanceof Refused) {
        return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
      }
      if (error instanceof WebpayError) {
        console.error('webpay-refund: Webpay', error.status, error.message);
        const message =
          error.status >= 400 && error.status < 500
            ? `Webpay no aceptó el reembolso: ${error.message}`
            : WEBPAY_UNREACHABLE;
        return json(502, { codigo: 'webpay_no_disponible', error: message });
      }
      console.error('webpay-refund', error);
      return json(500, { codigo: 'error_interno', error: 'No se pudo reembolsar el pago' });
    }
  };
}

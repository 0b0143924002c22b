/**
 * `webpay-create`: starts a card payment of a booking with Webpay Plus and answers the form's
 * address and token; the browser then posts `token_ws` to that address.
 *
 * Hosted (a `store` is given): the body names the booking; the database checks that the caller
 * may pay it (its signed-in owner, or whoever holds the id of a booking made without an account)
 * and that it waits for payment, and gives the amount: the booking's price, never the browser's.
 *
 * Embedded (no store): the database lives in the visitor's browser, which prepared the attempt
 * under the same SQL rules and sends it here; this relay only talks to Webpay, remembers what it
 * created, and the browser's database later refuses any result whose amount, order or booking is
 * not the attempt's own.
 */
import { invalidTokenAnswer, InvalidToken } from '../_shared/auth/verify-caller.ts';
import { json, preflight, readJsonBody, Refused } from '../_shared/http.ts';
import { isUuid } from '../_shared/notify/protocol.ts';
import { createWebpayClient, WebpayError } from '../_shared/webpay/client.ts';
import type { WebpayConfig } from '../_shared/webpay/config.ts';
import type { MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import type { PaymentStore, PreparedPayment } from '../_shared/webpay/payment-store.ts';
import { refusalStatus, WEBPAY_UNREACHABLE } from '../_shared/webpay/refusals.ts';
import { BUY_ORDER } from '../../../src/lib/payments/card-return.ts';

export interface CreateHandlerDeps {
  config: WebpayConfig | { error: string };
  fetch: typeof fetch;
  /** Where Webpay sends the client back: this project's webpay-return function. */
  returnUrl: (request: Request) => string;
  store?: PaymentStore;
  /** The embedded relay's record of what it created. */
  ledger?: MemoryLedger;
}

/** The most a consultation costs in the catalogue is far below this; anything above is not one. */
const MAX_AMOUNT = 100_000_000;

function parseRelayed(body: unknown): PreparedPayment | null {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { reservaId, pagoId, ordenCompra, monto } = record;
  if (!isUuid(reservaId) || !isUuid(pagoId)) return null;
  if (typeof ordenCompra !== 'string' || !BUY_ORDER.test(ordenCompra)) return null;
  if (typeof monto !== 'number' || !Number.isSafeInteger(monto) || monto <= 0 || monto > MAX_AMOUNT)
    return null;
  return { reservaId, pagoId, ordenCompra, monto };
}

export function createWebpayCreateHandler(
  deps: CreateHandlerDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    if ('error' in deps.config) {
      return json(503, { codigo: 'sin_configuracion', error: deps.config.error });
    }
    const client = createWebpayClient(deps.config, deps.fetch);
    const body = await readJsonBody(request);
    let prepared: PreparedPayment;
    try {
      if (deps.store) {
        const reservaId = (body as { reservaId?: unknown } | undefined)?.reservaId;
        if (!isUuid(reservaId)) {
          return json(400, { codigo: 'solicitud_invalida', error: 'Reserva inválida' });
        }
        prepared = await deps.store.prepare(reservaId, await deps.store.identify(request));
      } else {
        const relayed = parseRelayed(body);
        if (!relayed) return json(400, { codigo: 'solicitud_invalida', error: 'Pago inválido' });
        prepared = relayed;
      }
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      if (!(error instanceof Refused)) {
        console.error('webpay-create', error);
        return json(500, { codigo: 'error_interno', error: 'No se pudo iniciar el pago' });
      }
      return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
    }

    try {
      // Each attempt is its own Webpay session, named by its payment's id: a timed-out form
      // returns it, and only Webpay and the database know it (unlike the booking's id).
      const created = await client.create(
        prepared.ordenCompra,
        prepared.pagoId,
        prepared.monto,
        deps.returnUrl(request),
      );
      if (deps.store) await deps.store.attachToken(prepared.pagoId, created.token);
      deps.ledger?.remember(created.token, prepared.ordenCompra, prepared.monto, prepared.pagoId);
      return json(200, {
        token: created.token,
        url: created.url,
        ordenCompra: prepared.ordenCompra,
      });
    } catch (error) {
      if (error instanceof Refused) {
        return json(refusalStatus(error.codigo), { codigo: error.codigo, error: error.message });
      }
      if (error instanceof WebpayError) {
        console.error('webpay-create: Webpay', error.status, error.message);
        return json(502, { codigo: 'webpay_no_disponible', error: WEBPAY_UNREACHABLE });
      }
      console.error('webpay-create', error);
      return json(500, { codigo: 'error_interno', error: 'No se pudo iniciar el pago' });
    }
  };
}

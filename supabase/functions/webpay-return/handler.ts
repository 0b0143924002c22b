/**
 * `webpay-return`: where Webpay sends the client back, by GET or POST, in one of four shapes
 * (return-params.ts). A completed form is committed exactly once (the ledger) and its result
 * recorded; the client is then redirected to the confirmation page, or back to the payment page
 * with the reason. A second return of the same token shows the first result. Public: Webpay's
 * redirect carries no authorization (verify_jwt = false), so a return without a commit acts only
 * with what Webpay alone gave for the attempt (its token, or its order with its session), and
 * never on an attempt being committed.
 */
import { createWebpayClient } from '../_shared/webpay/client.ts';
import type { WebpayConfig } from '../_shared/webpay/config.ts';
import { settleToken, type PaymentLedger, type SettleOutcome } from '../_shared/webpay/ledger.ts';
import { classifyReturn, readReturnParams } from '../_shared/webpay/return-params.ts';
import {
  cardFailurePath,
  cardSuccessPath,
  isCardFailure,
} from '../../../src/lib/payments/card-return.ts';

export interface ReturnHandlerDeps {
  config: WebpayConfig | { error: string };
  fetch: typeof fetch;
  ledger: PaymentLedger;
  /** The site's address, where the client lands (hosted: SITE_URL; embedded: this server). */
  siteUrl: (request: Request) => string;
}

/** The page a settled (or still settling) payment leads to. */
export function pathFor(outcome: SettleOutcome | null, orden: string | null): string {
  if (!outcome || outcome.estado === 'desconocido') return cardFailurePath('error', orden);
  const order = 'orden' in outcome ? (outcome.orden ?? orden) : orden;
  // Approved, or being committed right now: the confirmation page shows the database's truth.
  if (
    outcome.estado === 'aprobado' ||
    outcome.estado === 'en_curso' ||
    outcome.estado === 'pendiente'
  ) {
    return order ? cardSuccessPath(order) : cardFailurePath('error', null);
  }
  const motivo = isCardFailure(outcome.motivo) ? outcome.motivo : 'error';
  return cardFailurePath(outcome.estado === 'reembolsado' ? 'reserva_no_pagable' : motivo, order);
}

export function createWebpayReturnHandler(
  deps: ReturnHandlerDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const redirect = (path: string) =>
      new Response(null, {
        status: 303,
        headers: { location: `${deps.siteUrl(request)}${path}`, 'cache-control': 'no-store' },
      });
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response('Método no permitido', { status: 405 });
    }
    const landing = classifyReturn(await readReturnParams(request));
    try {
      switch (landing.kind) {
        case 'completado': {
          if ('error' in deps.config) return redirect(cardFailurePath('error', null));
          const client = createWebpayClient(deps.config, deps.fetch);
          return redirect(pathFor(await settleToken(landing.token, deps.ledger, client), null));
        }
        case 'tiempo_agotado':
        case 'cancelado':
        case 'error': {
          // Only Webpay's token, or the order with the attempt's own session, names the attempt.
          const match =
            landing.kind !== 'tiempo_agotado'
              ? { token: landing.token }
              : landing.sesion
                ? { orden: landing.orden, sesion: landing.sesion }
                : null;
          const annulled = match ? await deps.ledger.annul(match, landing.kind) : null;
          // Unknown to the ledger: nothing is changed, and the reason Webpay gave is shown.
          return redirect(
            pathFor(
              annulled ?? { estado: 'anulado', motivo: landing.kind, orden: landing.orden },
              landing.orden,
            ),
          );
        }
        case 'invalido':
          return redirect(cardFailurePath('error', null));
      }
    } catch (error) {
      console.error('webpay-return', error);
      return redirect(cardFailurePath('error', null));
    }
  };
}

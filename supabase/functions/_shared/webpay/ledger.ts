/**
 * Settling a card payment: commit it with Webpay exactly once and record the outcome. The record
 * is a "ledger": the database on a hosted project (hosted-ledger.ts), or the local server's memory
 * in the embedded mode (memory-ledger.ts), where the database lives in the visitor's browser and
 * records the outcome itself from what this server reports.
 */
import { isApproved, WebpayError, type WebpayClient, type WebpayTransaction } from './client.ts';

/** A settled (or still open) card payment, as the site's pages are told. */
export interface SettledPayment {
  estado: 'pendiente' | 'aprobado' | 'rechazado' | 'anulado' | 'reembolsado';
  motivo: string | null;
  orden: string | null;
}

export type AnnulReason = 'cancelado' | 'tiempo_agotado' | 'error' | 'sin_retorno';

/**
 * Which attempt a return without a commit names: Webpay's token for it, or (a timed-out form,
 * which carries no token) its buy order together with its own session, the payment's id. A buy
 * order alone names nothing: it is built from the booking code, which others may know.
 */
export type AttemptMatch = { token: string } | { orden: string; sesion: string };

export type Claim =
  /** This caller may commit now; nobody else will meanwhile. */
  | { kind: 'claimed'; orden: string | null }
  /** Already settled: its first result stands. */
  | { kind: 'settled'; result: SettledPayment }
  /** Another return or the sweep is committing it at this moment. */
  | { kind: 'busy'; orden: string | null }
  /** No such payment. */
  | { kind: 'unknown' };

export interface PaymentLedger {
  claim(token: string): Promise<Claim>;
  /**
   * Webpay's answer for the token. An authorization is always recorded as approved; when it
   * cannot confirm the booking, with the reason (a refund owed). A settled payment keeps its
   * result, except an annulled one that Webpay authorized after all.
   */
  record(token: string, transaction: WebpayTransaction): Promise<SettledPayment>;
  /**
   * A payment that did not happen. A return ('cancelado', 'tiempo_agotado', 'error') annuls only
   * an attempt never claimed for a commit; the payment then stays as it is ('pendiente') for the
   * commit or the sweep. 'sin_retorno' is the claim holder's, after asking Webpay. Null when no
   * such payment; a settled payment keeps its result.
   */
  annul(match: AttemptMatch, motivo: AnnulReason): Promise<SettledPayment | null>;
}

export type SettleOutcome =
  | SettledPayment
  /** Still being committed (or Webpay could not be reached): the sweep settles it. */
  | { estado: 'en_curso'; orden: string | null }
  | { estado: 'desconocido' };

/**
 * Commits a completed Webpay form once and records the answer. When the commit is refused (the
 * transaction was committed by an earlier return that died before recording, or its form was
 * never completed), Webpay's status says which; when Webpay cannot be reached, the payment stays
 * open for the sweep, since the client may have been charged.
 */
export async function settleToken(
  token: string,
  ledger: PaymentLedger,
  client: WebpayClient,
): Promise<SettleOutcome> {
  const claim = await ledger.claim(token);
  if (claim.kind === 'settled') return claim.result;
  if (claim.kind === 'busy') return { estado: 'en_curso', orden: claim.orden };
  if (claim.kind === 'unknown') return { estado: 'desconocido' };
  try {
    return await ledger.record(token, await client.commit(token));
  } catch (error) {
    if (!(error instanceof WebpayError) || error.status === 0 || error.status >= 500) {
      return { estado: 'en_curso', orden: claim.orden };
    }
  }
  let status: WebpayTransaction;
  try {
    status = await client.status(token);
  } catch (error) {
    if (error instanceof WebpayError && error.status >= 400 && error.status < 500) {
      return (await ledger.annul({ token }, 'sin_retorno')) ?? { estado: 'desconocido' };
    }
    return { estado: 'en_curso', orden: claim.orden };
  }
  // A form never completed has no response code: nothing was authorized.
  if (isApproved(status) || typeof status.response_code === 'number') {
    return ledger.record(token, status);
  }
  return (await ledger.annul({ token }, 'sin_retorno')) ?? { estado: 'desconocido' };
}

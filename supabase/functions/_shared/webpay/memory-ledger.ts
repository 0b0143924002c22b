/**
 * The embedded mode's ledger, in the local server's memory: which transactions this server
 * created (buy order, amount, session), which return or sweep is committing each, and what Webpay
 * answered. It keeps the rules of the hosted database's functions (reclamar_pago_tarjeta,
 * registrar_pago_tarjeta, anular_pago_tarjeta) for what it can know: commit once, a claim that
 * runs out after a minute, a return that acts only with the attempt's own token or order and
 * session and never on an attempt claimed for a commit, an authorization always recorded as
 * approved. The visitor's browser database records the outcome from it (the payment, and the
 * booking's confirmation, under the same SQL rules as a hosted project). Lost on restart: the
 * browser then asks Webpay's status.
 */
import { isApproved, type WebpayTransaction } from './client.ts';
import type { AnnulReason, Claim, PaymentLedger, SettledPayment } from './ledger.ts';

/** How long a claim keeps others from committing (as confirmando_hasta in the database). */
export const CLAIM_MS = 60_000;

interface Entry {
  orden: string | null;
  monto: number | null;
  sesion: string | null;
  /** Until when a return or the sweep is committing it; null when it was never claimed. */
  claimedUntil: number | null;
  result: SettledPayment | null;
  /** What Webpay answered to the commit or status query, for the browser to record. */
  transaction: WebpayTransaction | null;
}

export interface MemoryLedger extends PaymentLedger {
  /** A transaction this server created, with its own session (the payment's id). */
  remember(token: string, orden: string, monto: number, sesion: string): void;
  /** What is known of a token. */
  lookup(token: string): Readonly<Entry> | undefined;
  /** Whether this server created the token (only those are refunded from here). */
  created(token: string): boolean;
}

export function createMemoryLedger(now: () => number = Date.now): MemoryLedger {
  const entries = new Map<string, Entry>();
  const byOrder = new Map<string, string>();
  const blank = (): Entry => ({
    orden: null,
    monto: null,
    sesion: null,
    claimedUntil: null,
    result: null,
    transaction: null,
  });
  /** The entry of a token, created when this server does not know it (it restarted). */
  const entryOf = (token: string): Entry => {
    const entry = entries.get(token) ?? blank();
    entries.set(token, entry);
    return entry;
  };

  return {
    remember(token, orden, monto, sesion) {
      entries.set(token, { ...blank(), orden, monto, sesion });
      byOrder.set(orden, token);
    },
    lookup: (token) => entries.get(token),
    created: (token) => entries.get(token)?.monto != null,

    claim(token): Promise<Claim> {
      // A token this server did not create (it restarted) can still be committed: it came from
      // Webpay's own return, and the browser's database checks it belongs to its booking.
      const entry = entryOf(token);
      if (entry.result) return Promise.resolve({ kind: 'settled', result: entry.result });
      if (entry.claimedUntil !== null && entry.claimedUntil > now()) {
        return Promise.resolve({ kind: 'busy', orden: entry.orden });
      }
      entry.claimedUntil = now() + CLAIM_MS;
      return Promise.resolve({ kind: 'claimed', orden: entry.orden });
    },

    record(token, transaction) {
      const entry = entryOf(token);
      const authorized = isApproved(transaction);
      const annulled = entry.result?.estado === 'anulado';
      if (entry.result && !(annulled && authorized)) return Promise.resolve(entry.result);
      const matches =
        (entry.monto === null || transaction.amount === entry.monto) &&
        (entry.orden === null || transaction.buy_order === entry.orden) &&
        (entry.sesion === null || transaction.session_id === entry.sesion);
      entry.transaction = transaction;
      entry.result = {
        estado: authorized ? 'aprobado' : 'rechazado',
        motivo: !authorized
          ? 'rechazado'
          : annulled
            ? 'intento_anulado'
            : matches
              ? null
              : 'no_coincide',
        orden:
          entry.orden ?? (typeof transaction.buy_order === 'string' ? transaction.buy_order : null),
      };
      return Promise.resolve(entry.result);
    },

    annul(match, motivo: AnnulReason) {
      let token: string | undefined;
      if ('token' in match) {
        token = match.token;
      } else {
        const known = byOrder.get(match.orden);
        token = known && entries.get(known)?.sesion === match.sesion ? known : undefined;
      }
      if (!token) return Promise.resolve(null);
      const entry = entryOf(token);
      if (entry.result) return Promise.resolve(entry.result);
      // A return never annuls an attempt claimed for a commit: it may have been charged.
      if (motivo !== 'sin_retorno' && entry.claimedUntil !== null) {
        return Promise.resolve({ estado: 'pendiente', motivo: null, orden: entry.orden });
      }
      entry.claimedUntil = null;
      entry.result = {
        estado: 'anulado',
        motivo,
        orden: entry.orden ?? ('orden' in match ? match.orden : null),
      };
      return Promise.resolve(entry.result);
    },
  };
}

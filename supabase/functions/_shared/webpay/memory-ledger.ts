/**
 * The embedded mode's ledger, in the local server's memory: which transactions this server
 * created (buy order, amount, booking), which return or sweep is committing each, and what Webpay
 * answered. It guarantees the commit-once rule across returns and sweeps; the visitor's browser
 * database records the outcome from it (the payment, and the booking's confirmation, under the
 * same SQL rules as a hosted project). Lost on restart: the browser then asks Webpay's status.
 */
import { isApproved, type WebpayTransaction } from './client.ts';
import type { AnnulReason, Claim, PaymentLedger, SettledPayment } from './ledger.ts';

interface Entry {
  orden: string | null;
  monto: number | null;
  sesion: string | null;
  committing: boolean;
  result: SettledPayment | null;
  /** What Webpay answered to the commit or status query, for the browser to record. */
  transaction: WebpayTransaction | null;
}

export interface MemoryLedger extends PaymentLedger {
  /** A transaction this server created. */
  remember(token: string, orden: string, monto: number, sesion: string): void;
  /**
   * What is known of a token, or of its buy order when the return carried no token (a timed-out
   * form).
   */
  lookup(token: string, orden?: string | null): Readonly<Entry> | undefined;
  /** Whether this server created the token (only those are refunded from here). */
  created(token: string): boolean;
}

export function createMemoryLedger(): MemoryLedger {
  const entries = new Map<string, Entry>();
  const byOrder = new Map<string, string>();
  /** Timed-out forms whose token this server never saw, by buy order. */
  const orphans = new Map<string, Entry>();
  const blank = (): Entry => ({
    orden: null,
    monto: null,
    sesion: null,
    committing: false,
    result: null,
    transaction: null,
  });

  return {
    remember(token, orden, monto, sesion) {
      entries.set(token, { ...blank(), orden, monto, sesion });
      byOrder.set(orden, token);
    },
    lookup: (token, orden) => entries.get(token) ?? (orden ? orphans.get(orden) : undefined),
    created: (token) => entries.get(token)?.monto != null,

    claim(token): Promise<Claim> {
      // A token this server did not create (it restarted) can still be committed: it came from
      // Webpay's own return, and the browser's database checks it belongs to its booking.
      const entry = entries.get(token) ?? blank();
      entries.set(token, entry);
      if (entry.result) return Promise.resolve({ kind: 'settled', result: entry.result });
      if (entry.committing) return Promise.resolve({ kind: 'busy', orden: entry.orden });
      entry.committing = true;
      return Promise.resolve({ kind: 'claimed', orden: entry.orden });
    },

    record(token, transaction) {
      const entry = entries.get(token) ?? blank();
      entries.set(token, entry);
      if (entry.result) return Promise.resolve(entry.result);
      const matches =
        (entry.monto === null || transaction.amount === entry.monto) &&
        (entry.orden === null || transaction.buy_order === entry.orden) &&
        (entry.sesion === null || transaction.session_id === entry.sesion);
      const approved = isApproved(transaction) && matches;
      entry.committing = false;
      entry.transaction = transaction;
      entry.result = {
        estado: approved ? 'aprobado' : 'rechazado',
        motivo: approved ? null : isApproved(transaction) ? 'no_coincide' : 'rechazado',
        orden:
          entry.orden ?? (typeof transaction.buy_order === 'string' ? transaction.buy_order : null),
      };
      return Promise.resolve(entry.result);
    },

    annul(token, orden, motivo: AnnulReason) {
      const key = token ?? (orden ? byOrder.get(orden) : undefined);
      if (!key && !orden) return Promise.resolve(null);
      const entry = (key ? entries.get(key) : orphans.get(orden ?? '')) ?? { ...blank(), orden };
      if (key) entries.set(key, entry);
      else if (orden) orphans.set(orden, entry);
      if (!entry.result) {
        entry.committing = false;
        entry.result = { estado: 'anulado', motivo, orden: entry.orden ?? orden };
      }
      return Promise.resolve(entry.result);
    },
  };
}

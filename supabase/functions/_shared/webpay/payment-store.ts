/**
 * The database side of the Webpay functions on a hosted project (the service role). The embedded
 * mode has no database on the server: there the browser prepares and records, and the functions
 * only talk to Webpay (see each handler's relay).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Aal, Caller, CallerVerifier } from '../auth/verify-caller.ts';
import {
  AAL_HEADER,
  aalOf,
  identifyCaller,
  isActiveAdmin,
  refusalOrThrow,
} from '../hosted-caller.ts';
import type { WebpayRefund } from './client.ts';

export interface PreparedPayment {
  pagoId: string;
  reservaId: string;
  ordenCompra: string;
  monto: number;
}

export interface PaymentStore {
  /**
   * The verified user behind the request's bearer token; null when signed out (no token, or the
   * project's public key). Throws InvalidToken when the token does not verify.
   */
  identify(request: Request): Promise<Caller | null>;
  /** An active admin at aal2. */
  isAdmin(caller: Caller | null): Promise<boolean>;
  /** Throws Refused when the caller may not pay this booking now. */
  prepare(reservaId: string, caller: Caller | null): Promise<PreparedPayment>;
  attachToken(pagoId: string, token: string): Promise<void>;
  /** Card attempts left without a return, for the sweep. */
  unsettled(): Promise<{ token: string; orden: string }[]>;
  /** Throws Refused unless an admin at aal2 may refund this payment now. */
  prepareRefund(pagoId: string, caller: Caller | null): Promise<{ token: string; monto: number }>;
  recordRefund(pagoId: string, refund: WebpayRefund, caller: Caller | null): Promise<void>;
}

export function createPaymentStore(admin: SupabaseClient, verifier: CallerVerifier): PaymentStore {
  /** A SQL function; one that acts for a user (p_usuario) is told that user's level (aal). */
  async function rpc(name: string, args: Record<string, unknown>, aal?: Aal): Promise<unknown> {
    const call = admin.rpc(name, args);
    const result: { data: unknown; error: { message: string; hint?: string | null } | null } =
      await (aal ? call.setHeader(AAL_HEADER, aal) : call);
    if (result.error) refusalOrThrow(result.error);
    return result.data;
  }
  return {
    identify: (request) => identifyCaller(verifier, request),
    isAdmin: (caller) => isActiveAdmin(admin, caller),
    async prepare(reservaId, caller) {
      const row = (await rpc(
        'preparar_pago_tarjeta',
        { p_reserva: reservaId, p_usuario: caller?.userId ?? null },
        aalOf(caller),
      )) as Record<string, unknown>;
      return {
        pagoId: String(row.pago_id),
        reservaId: String(row.reserva_id),
        ordenCompra: String(row.orden_compra),
        monto: Number(row.monto),
      };
    },
    async attachToken(pagoId, token) {
      await rpc('registrar_token_tarjeta', { p_pago: pagoId, p_token: token });
    },
    async unsettled() {
      const rows = (await rpc('pagos_sin_retorno', {})) as
        { token: string; orden_compra: string }[] | null;
      return (rows ?? []).map((row) => ({ token: row.token, orden: row.orden_compra }));
    },
    async prepareRefund(pagoId, caller) {
      const row = (await rpc(
        'preparar_reembolso',
        { p_pago: pagoId, p_usuario: caller?.userId ?? null },
        aalOf(caller),
      )) as Record<string, unknown>;
      return { token: String(row.token), monto: Number(row.monto) };
    },
    async recordRefund(pagoId, refund, caller) {
      await rpc(
        'registrar_reembolso',
        { p_pago: pagoId, p_respuesta: refund, p_usuario: caller?.userId ?? null },
        aalOf(caller),
      );
    },
  };
}

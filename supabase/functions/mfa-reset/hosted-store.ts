/**
 * The hosted side of `mfa-reset`, with the service role: the caller (verified against the
 * project's signing keys), the database's record of the reset, and the account's factors in
 * Supabase Auth (its admin MFA API).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CallerVerifier } from '../_shared/auth/verify-caller.ts';
import {
  AAL_HEADER,
  identifyCaller,
  isActiveAdmin,
  refusalOrThrow,
} from '../_shared/hosted-caller.ts';
import type { MfaResetStore } from './handler.ts';

export function createMfaResetStore(
  admin: SupabaseClient,
  verifier: CallerVerifier,
): MfaResetStore {
  return {
    identify: (request) => identifyCaller(verifier, request),
    isAdmin: (caller) => isActiveAdmin(admin, caller),
    async recordReset(caller, userId) {
      const result = await admin
        .rpc('registrar_reinicio_factor', { p_admin: caller.userId, p_usuario: userId })
        .setHeader(AAL_HEADER, caller.aal);
      if (result.error) refusalOrThrow(result.error);
    },
    async factorIds(userId) {
      const { data, error } = await admin.auth.admin.mfa.listFactors({ userId });
      if (error) throw error;
      return data.factors.map((factor) => factor.id);
    },
    async deleteFactor(userId, factorId) {
      const { error } = await admin.auth.admin.mfa.deleteFactor({ id: factorId, userId });
      if (error) throw error;
    },
  };
}

/**
 * Who calls a hosted function, and what the database is told about them. The caller is the user
 * behind the request's bearer token, verified against the project's signing keys (auth/
 * verify-caller.ts). The functions then call SQL with the service role on that user's behalf:
 * the user's id goes in the arguments, and the session's assurance level in the x-aal-verificado
 * header, since staff rights in SQL count only at aal2 and only the service role's word is taken
 * for it (private.aal_llamador).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  callerFromRequest,
  type Aal,
  type Caller,
  type CallerVerifier,
} from './auth/verify-caller.ts';
import { Refused } from './http.ts';

/** The header that carries the verified caller's assurance level to the database. */
export const AAL_HEADER = 'x-aal-verificado';

/** The assurance level the database is told: an anonymous caller has passed no step at all. */
export const aalOf = (caller: Caller | null): Aal => caller?.aal ?? 'aal1';

/**
 * The verified caller of a request: null when anonymous (no token, or the project's public key).
 * Throws InvalidToken when the token does not verify.
 */
export async function identifyCaller(
  verifier: CallerVerifier,
  request: Request,
): Promise<Caller | null> {
  const caller = await callerFromRequest(request, verifier);
  return caller && { userId: caller.userId, aal: caller.aal };
}

/**
 * An active admin who did the second step in this session (aal2); a password is not enough. A
 * failed look-up throws: a database fault is the server's error, not a refusal of the caller.
 */
export async function isActiveAdmin(
  admin: SupabaseClient,
  caller: Caller | null,
): Promise<boolean> {
  if (caller?.aal !== 'aal2') return false;
  const { data, error } = await admin
    .from('profiles')
    .select('role, is_active')
    .eq('user_id', caller.userId)
    .maybeSingle<{ role: string; is_active: boolean }>();
  if (error) throw new Error(`No se pudo leer el perfil de quien llama: ${error.message}`);
  return data?.role === 'admin' && data.is_active;
}

interface RpcError {
  message: string;
  hint?: string | null;
}

/** A database refusal (it names its rule in the hint) as Refused; anything else as an error. */
export function refusalOrThrow(error: RpcError): never {
  if (error.hint) throw new Refused(error.hint, error.message);
  throw new Error(error.message);
}

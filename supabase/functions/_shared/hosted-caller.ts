/**
 * Who calls a hosted function, checked with the service role: the user behind the request's
 * bearer token (verified by Supabase Auth), and whether that user is an active admin.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, Refused } from './http.ts';

export async function identifyCaller(
  admin: SupabaseClient,
  request: Request,
): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  // The public key is not a user's token: getUser refuses it, and the caller is anonymous.
  const { data, error } = await admin.auth.getUser(token);
  return error ? null : data.user.id;
}

export async function isActiveAdmin(
  admin: SupabaseClient,
  userId: string | null,
): Promise<boolean> {
  if (!userId) return false;
  const { data } = await admin
    .from('profiles')
    .select('role, is_active')
    .eq('user_id', userId)
    .maybeSingle<{ role: string; is_active: boolean }>();
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

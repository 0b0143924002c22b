import type { SupabaseClient } from '@supabase/supabase-js';
import {
  functionRefusal,
  PAYMENT_CALL_TIMEOUT_MS,
  PAYMENT_SERVICE_UNREACHABLE,
} from '../function-call';
import { BackendError } from '../port';

/**
 * A function's answer, whether supabase-js saw it as data or as an HTTP error: a refusal becomes
 * its Spanish message and rule; no answer at all, a connection error saying `unreachable` (by
 * default, that the payment service could not be reached).
 */
export async function invokeFunction(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
  unreachable = PAYMENT_SERVICE_UNREACHABLE,
): Promise<unknown> {
  const result = await client.functions.invoke(name, { body, timeout: PAYMENT_CALL_TIMEOUT_MS });
  if (!result.error) return result.data as unknown;
  const response = (result as { response?: Response }).response;
  if (!response) throw new BackendError(unreachable, 'sin_conexion');
  throw functionRefusal(await response.json().catch(() => null), unreachable);
}

/**
 * The database side of `derechos-codigo`, with the service role: public.pedir_codigo_derechos
 * returns the code only to the service role (and in the embedded database), so only this server
 * function ever holds it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { refusalOrThrow } from '../_shared/hosted-caller.ts';

export function createRightsCodeRequester(
  admin: SupabaseClient,
): (email: string) => Promise<string> {
  return async (email) => {
    const result: { data: unknown; error: { message: string; hint?: string | null } | null } =
      await admin.rpc('pedir_codigo_derechos', { p_email: email });
    if (result.error) refusalOrThrow(result.error);
    const codigo = (result.data as { codigo?: unknown } | null)?.codigo;
    if (typeof codigo !== 'string' || !/^\d{6}$/.test(codigo))
      throw new Error(
        'pedir_codigo_derechos no devolvió el código (¿se llamó sin el rol de servicio?)',
      );
    return codigo;
  };
}

/**
 * The database side of `derechos-codigo`, with the service role: public.pedir_codigo_derechos
 * makes a code only for the service role, so only this server function ever holds it. A visitor's
 * human-check pass travels in the `x-pase-humano` header, as PostgREST passes headers on.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { refusalOrThrow } from '../_shared/hosted-caller.ts';

export function createRightsCodeRequester(
  admin: SupabaseClient,
): (email: string, pass: string | null) => Promise<string> {
  return async (email, pass) => {
    const call = admin.rpc('pedir_codigo_derechos', { p_email: email });
    const result: { data: unknown; error: { message: string; hint?: string | null } | null } =
      await (pass ? call.setHeader('x-pase-humano', pass) : call);
    if (result.error) refusalOrThrow(result.error);
    const codigo = (result.data as { codigo?: unknown } | null)?.codigo;
    if (typeof codigo !== 'string' || !/^\d{6}$/.test(codigo))
      throw new Error(
        'pedir_codigo_derechos no devolvió el código (¿se llamó sin el rol de servicio?)',
      );
    return codigo;
  };
}

/**
 * The database side of `verificar-humano`, with the service role: public.emitir_pase_humano
 * (callable by the service role only) stores the new pass's hash and returns the pass.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { isHumanPass } from '../../../src/lib/human-check/human-check.ts';
import { refusalOrThrow } from '../_shared/hosted-caller.ts';

export function createPassIssuer(admin: SupabaseClient): () => Promise<string> {
  return async () => {
    const result: { data: unknown; error: { message: string; hint?: string | null } | null } =
      await admin.rpc('emitir_pase_humano');
    if (result.error) refusalOrThrow(result.error);
    if (!isHumanPass(result.data))
      throw new Error('emitir_pase_humano no devolvió un pase (¿se llamó sin el rol de servicio?)');
    return result.data;
  };
}

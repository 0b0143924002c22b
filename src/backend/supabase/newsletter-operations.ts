import type { SupabaseClient } from '@supabase/supabase-js';
import { unsubscribeToken } from '../newsletter-token';
import type { BackendPort } from '../port';
import { check } from './results';

interface Subscribed {
  nuevo?: boolean;
  token_baja?: string | null;
}

/** The newsletter on hosted Supabase, through the database's functions. */
export function createSupabaseNewsletter(client: SupabaseClient): BackendPort['newsletter'] {
  return {
    async subscribe(email, avisoVersion) {
      const r = check(
        await client.rpc('suscribir_newsletter', { p_email: email, p_aviso_version: avisoVersion }),
      ) as Subscribed | null;
      return {
        result: r?.nuevo === false ? 'ya_suscrito' : 'suscrito',
        tokenBaja: r?.token_baja ?? null,
      };
    },
    async unsubscribe(token) {
      const p_token = unsubscribeToken(token);
      const ended: unknown = check(await client.rpc('baja_newsletter', { p_token }));
      return ended === false ? 'ya_de_baja' : 'baja';
    },
    async mine() {
      const suscrito: unknown = check(await client.rpc('mi_suscripcion'));
      return { suscrito: suscrito === true };
    },
    async stopMine() {
      check(await client.rpc('dejar_mi_suscripcion'));
    },
  };
}

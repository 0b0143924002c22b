import { unsubscribeToken } from '../newsletter-token';
import type { BackendPort } from '../port';
import type { Caller } from './caller';

interface Subscribed {
  nuevo?: boolean;
  token_baja?: string | null;
}

/** The newsletter on the embedded database, as the signed-in user (or anon). */
export function createEmbeddedNewsletter({
  asCaller,
  asCallerStored,
}: Caller): BackendPort['newsletter'] {
  return {
    subscribe: (email, avisoVersion) =>
      asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: Subscribed | null }>(
          'select public.suscribir_newsletter($1, $2) as r',
          [email, avisoVersion],
        );
        const r = rows[0]?.r;
        return {
          result: r?.nuevo === false ? 'ya_suscrito' : 'suscrito',
          tokenBaja: r?.token_baja ?? null,
        };
      }),
    async unsubscribe(token) {
      const valid = unsubscribeToken(token);
      return asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: boolean }>('select public.baja_newsletter($1) as r', [
          valid,
        ]);
        return rows[0]?.r === false ? 'ya_de_baja' : 'baja';
      });
    },
    mine: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ r: boolean }>('select public.mi_suscripcion() as r');
        return { suscrito: rows[0]?.r === true };
      }),
    stopMine: () =>
      asCallerStored(async (tx) => {
        await tx.query('select public.dejar_mi_suscripcion()');
      }),
  };
}

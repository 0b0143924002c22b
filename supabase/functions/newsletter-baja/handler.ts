/**
 * `newsletter-baja`: the one-click unsubscribe of mail programs (RFC 8058). A newsletter's
 * `List-Unsubscribe` header points here with the subscriber's token; the mail program POSTs
 * `List-Unsubscribe=One-Click` and the subscription ends, with no page and no sign-in (Ley 19.496
 * art. 28 B: a valid way to stop; after it, no more sends). A GET (a person, or a link scanner)
 * changes nothing: it is sent on to the unsubscribe page, where one click ends it.
 *
 * Hosted only: in the embedded mode nothing is e-mailed. The database function decides
 * (public.baja_newsletter: idempotent, refuses an unknown token).
 */
import { json, preflight } from '../_shared/http.ts';
import { isUuid } from '../_shared/notify/protocol.ts';
import { newsletterUnsubscribeUrl } from '../../../src/content/newsletter-links.ts';

export type UnsubscribeOutcome = 'baja' | 'ya_de_baja' | 'enlace_invalido';

export interface NewsletterUnsubscribeDeps {
  /** Calls public.baja_newsletter with the token. */
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
  siteUrl: string;
}

const INVALID = 'Este enlace para darse de baja no es válido o ya no existe.';

export function createNewsletterUnsubscribeHandler(
  deps: NewsletterUnsubscribeDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      return new Response(null, {
        status: 303,
        headers: { location: newsletterUnsubscribeUrl(deps.siteUrl, token) },
      });
    }
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    if (!isUuid(token)) return json(400, { codigo: 'enlace_invalido', error: INVALID });
    try {
      const resultado = await deps.unsubscribe(token.toLowerCase());
      if (resultado === 'enlace_invalido')
        return json(404, { codigo: 'enlace_invalido', error: INVALID });
      return json(200, { resultado });
    } catch {
      return json(503, {
        codigo: 'no_disponible',
        error: 'No pudimos darte de baja: inténtalo de nuevo.',
      });
    }
  };
}

/** Entry point in Supabase's Edge runtime. No secrets of its own: SITE_URL and the platform's. */
import { serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { createNewsletterUnsubscribeHandler, type UnsubscribeOutcome } from './handler.ts';

const client = serviceClient();

serve(
  createNewsletterUnsubscribeHandler({
    siteUrl: siteUrl(),
    async unsubscribe(token): Promise<UnsubscribeOutcome> {
      const result: { data: unknown; error: { message: string; hint?: string } | null } =
        await client.rpc('baja_newsletter', { p_token: token });
      if (result.error) {
        if (result.error.hint === 'enlace_invalido') return 'enlace_invalido';
        throw new Error(result.error.message);
      }
      return result.data === false ? 'ya_de_baja' : 'baja';
    },
  }),
);

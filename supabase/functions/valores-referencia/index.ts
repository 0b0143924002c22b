/**
 * Entry point in Supabase's Edge runtime. Secrets: CMF_API_KEY (the CMF's API key,
 * api.cmfchile.cl) and VALORES_REFERENCIA_SECRET (the daily schedule's header); optionally
 * CMF_API_URL. SUPABASE_URL and the project's API keys come from the platform.
 */
import { env, fetchWithGlobal, serve, serviceClient } from '../_shared/deno-env.ts';
import { CMF_API_URL, fetchCmfValues } from './cmf-source.ts';
import { createReferenceValuesHandler } from './handler.ts';
import { createHostedReferenceStore } from './hosted-store.ts';

serve(
  createReferenceValuesHandler({
    store: createHostedReferenceStore(serviceClient()),
    fetchSource: () =>
      fetchCmfValues({
        baseUrl: env('CMF_API_URL') ?? CMF_API_URL,
        apiKey: env('CMF_API_KEY') ?? '',
        fetch: fetchWithGlobal,
      }),
    secret: env('VALORES_REFERENCIA_SECRET'),
  }),
);

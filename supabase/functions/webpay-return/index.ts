/** Entry point in Supabase's Edge runtime (public: verify_jwt = false). Secrets as webpay-create, and SITE_URL. */
import { allEnv, fetchWithGlobal, serve, serviceClient, siteUrl } from '../_shared/deno-env.ts';
import { readWebpayConfig } from '../_shared/webpay/config.ts';
import { createHostedLedger } from '../_shared/webpay/hosted-ledger.ts';
import { createWebpayReturnHandler } from './handler.ts';

serve(
  createWebpayReturnHandler({
    config: readWebpayConfig(allEnv()),
    fetch: fetchWithGlobal,
    ledger: createHostedLedger(serviceClient()),
    siteUrl,
  }),
);

/** Entry point in Supabase's Edge runtime. Secrets: TBK_COMMERCE_CODE, TBK_API_KEY_SECRET, TBK_ENVIRONMENT. */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import {
  allEnv,
  fetchWithGlobal,
  functionsUrl,
  serve,
  serviceClient,
} from '../_shared/deno-env.ts';
import { readWebpayConfig } from '../_shared/webpay/config.ts';
import { createPaymentStore } from '../_shared/webpay/payment-store.ts';
import { createWebpayCreateHandler } from './handler.ts';

serve(
  createWebpayCreateHandler({
    config: readWebpayConfig(allEnv()),
    fetch: fetchWithGlobal,
    returnUrl: () => `${functionsUrl()}/webpay-return`,
    store: createPaymentStore(serviceClient(), hostedVerifier()),
  }),
);

/** Entry point in Supabase's Edge runtime. Secrets as webpay-create. */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { allEnv, fetchWithGlobal, serve, serviceClient } from '../_shared/deno-env.ts';
import { readWebpayConfig } from '../_shared/webpay/config.ts';
import { createPaymentStore } from '../_shared/webpay/payment-store.ts';
import { createWebpayRefundHandler } from './handler.ts';

serve(
  createWebpayRefundHandler({
    config: readWebpayConfig(allEnv()),
    fetch: fetchWithGlobal,
    store: createPaymentStore(serviceClient(), hostedVerifier()),
  }),
);

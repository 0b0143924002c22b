/** Entry point in Supabase's Edge runtime. Secrets as webpay-create, and WEBPAY_SWEEP_SECRET for the schedule. */
import { hostedVerifier } from '../_shared/auth/hosted-verifier.ts';
import { allEnv, env, fetchWithGlobal, serve, serviceClient } from '../_shared/deno-env.ts';
import { readWebpayConfig } from '../_shared/webpay/config.ts';
import { createHostedLedger } from '../_shared/webpay/hosted-ledger.ts';
import { createPaymentStore } from '../_shared/webpay/payment-store.ts';
import { createWebpaySweepHandler } from './handler.ts';

const admin = serviceClient();
serve(
  createWebpaySweepHandler({
    config: readWebpayConfig(allEnv()),
    fetch: fetchWithGlobal,
    ledger: createHostedLedger(admin),
    store: createPaymentStore(admin, hostedVerifier()),
    sweepSecret: env('WEBPAY_SWEEP_SECRET'),
  }),
);

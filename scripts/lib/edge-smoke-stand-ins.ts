/**
 * The stand-ins the Edge Functions started under Deno share (edge-smoke.ts): Webpay, the
 * automation webhook, Turnstile, the CMF and Resend, each on a free loopback port, as the local
 * servers and the end-to-end tests start them; their addresses, the schedules' secrets, the
 * e-mail service's key and SITE_URL are the functions' environment. The Supabase API is one
 * stand-in per function (supabase-stand-in.ts), whose key set `signer` signs for.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWebhookReceiver } from '../../e2e/webhook-receiver.ts';
import { startWebpaySimulator } from '../../e2e/webpay-simulator.ts';
import { testSigner, type TestSigner } from '../../supabase/functions/_shared/testing/tokens.ts';
import { withLocalCmf } from './cmf-stand-in.ts';
import { startMailStandInServer } from './mail-stand-in-server.ts';
import { SCHEDULE_SECRETS, SMOKE_SITE_URL } from './edge-smoke-probes.ts';
import { localTurnstileSecret, withLocalStandIn } from './turnstile-stand-in.ts';

/** The stand-ins every function shares, their addresses as the functions' environment. */
export interface SharedStandIns {
  env: Record<string, string>;
  /** Signs the tokens of the Supabase stand-ins' key set, and `other` those of another key. */
  signer: TestSigner;
  other: TestSigner;
  close(): Promise<void>;
}

const closeServer = (server: http.Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });

const loopbackUrl = (server: http.Server): string =>
  `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

export async function startSharedStandIns(): Promise<SharedStandIns> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.all(closers.map((closer) => closer()));
  };
  try {
    const webpay = await startWebpaySimulator(0);
    closers.push(() => closeServer(webpay));
    const webhook = await startWebhookReceiver(0);
    closers.push(() => closeServer(webhook));
    const turnstile = await withLocalStandIn({});
    closers.push(() => Promise.resolve(turnstile.close()));
    const cmf = await withLocalCmf({});
    closers.push(() => Promise.resolve(cmf.close()));
    const mail = await startMailStandInServer();
    closers.push(() => closeServer(mail.server));
    const secrets = Object.fromEntries(
      SCHEDULE_SECRETS.map((name) => [name, randomBytes(16).toString('hex')]),
    );
    return {
      env: {
        SITE_URL: SMOKE_SITE_URL,
        MAKE_WEBHOOK_URL: `${loopbackUrl(webhook)}/webhook`,
        RESEND_API_KEY: `re_prueba_${randomBytes(16).toString('hex')}`,
        RESEND_API_URL: mail.url,
        TBK_API_URL: loopbackUrl(webpay),
        TURNSTILE_VERIFY_URL: turnstile.env.TURNSTILE_VERIFY_URL ?? '',
        TURNSTILE_SECRET_KEY: localTurnstileSecret(turnstile.env) ?? '',
        CMF_API_URL: cmf.env.CMF_API_URL ?? '',
        CMF_API_KEY: cmf.env.CMF_API_KEY ?? '',
        ...secrets,
      },
      signer: await testSigner(),
      other: await testSigner(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

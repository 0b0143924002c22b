import { startCmfSimulator } from './cmf-simulator';
import { startWebhookReceiver } from './webhook-receiver';
import { startTurnstileSimulator } from './turnstile-simulator';
import { startWebpaySimulator } from './webpay-simulator';

/**
 * One webhook receiver, one Webpay simulator, one Turnstile stand-in and one CMF stand-in for the
 * whole run: every booking's notifications go to the first, every card payment to the second,
 * every human check to the third, and the UF and UTM come from the fourth (playwright.config.ts
 * points the server's local functions at them).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all([
    startWebhookReceiver(),
    startWebpaySimulator(),
    startTurnstileSimulator(),
    startCmfSimulator(),
  ]);
  return () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => {
              resolve();
            });
          }),
      ),
    ).then(() => undefined);
}

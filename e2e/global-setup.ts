import { startWebhookReceiver } from './webhook-receiver';
import { startTurnstileSimulator } from './turnstile-simulator';
import { startWebpaySimulator } from './webpay-simulator';

/**
 * One webhook receiver, one Webpay simulator and one Turnstile stand-in for the whole run: every
 * booking's notifications go to the first, every card payment to the second, every human check
 * to the third (playwright.config.ts points the server's local functions at them).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all([
    startWebhookReceiver(),
    startWebpaySimulator(),
    startTurnstileSimulator(),
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

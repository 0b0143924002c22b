import { startWebhookReceiver } from './webhook-receiver';
import { startWebpaySimulator } from './webpay-simulator';

/**
 * One webhook receiver and one Webpay simulator for the whole run: every booking's notifications
 * go to the first, every card payment to the second (playwright.config.ts points the server's
 * local functions at them).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all([startWebhookReceiver(), startWebpaySimulator()]);
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

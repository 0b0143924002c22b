import { startWebhookReceiver } from './webhook-receiver';

/** One webhook receiver for the whole run; every booking's notifications go there. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startWebhookReceiver();
  return () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
    });
}

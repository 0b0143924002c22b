import { defineConfig, devices } from '@playwright/test';
import { WEBHOOK_URL } from './e2e/webhook-receiver.ts';
import { WEBPAY_SIM_URL } from './e2e/webpay-simulator.ts';
import { CMF_SIM_URL, CMF_STAND_IN_KEY } from './e2e/cmf-simulator.ts';
import { TURNSTILE_SIM_VERIFY_URL } from './e2e/turnstile-simulator.ts';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests against the production build (prerendered pages, SPA shell, 404), served by
 * the same server as `npm run preview`, in Debian's Chromium (scripts/ensure-chromium.sh).
 */
export default defineConfig({
  testDir: 'e2e',
  // The stand-in for the automation webhook that the e2e build (npm run build:e2e) posts to.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Limits for a busy 2-core machine, where an axe pass or a database query can take several
  // seconds: a generous wait only slows a test that is failing anyway. Journeys that start the
  // embedded database set longer limits of their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `tsx scripts/serve.ts --port ${PORT}`,
    // Secrets of the server: the local notification function posts to the webhook stand-in, the
    // Webpay functions talk to the Webpay simulator instead of Transbank, and the human check to
    // the Turnstile stand-in instead of Cloudflare, and the reference values to the CMF stand-in.
    env: {
      MAKE_WEBHOOK_URL: WEBHOOK_URL,
      TBK_API_URL: WEBPAY_SIM_URL,
      TURNSTILE_VERIFY_URL: TURNSTILE_SIM_VERIFY_URL,
      CMF_API_URL: CMF_SIM_URL,
      CMF_API_KEY: CMF_STAND_IN_KEY,
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

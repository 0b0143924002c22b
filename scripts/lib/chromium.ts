/** The Chromium the e2e tests and Lighthouse drive (see scripts/ensure-chromium.sh). */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Flags for headless Chromium on these machines: no sandbox (root in CI), and no background
 * networking, which a closed network refuses many times over.
 */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * `npm run build:hosted`: the site as a firm deploys it on hosted Supabase (VITE_SUPABASE_URL
 * set, for a stand-in project), into dist-hosted/, so its pages are measured as well as the
 * embedded demo's (`npm run check:hosted`, `npm run perf -- --dir dist-hosted`). The same three
 * steps as `npm run build`, without the brotli copies no check reads.
 */
import { spawnSync } from 'node:child_process';
import { HOSTED_BUILD_ENV, HOSTED_DIST, HOSTED_SERVER_DIST } from './lib/hosted-build';

const env = {
  ...process.env,
  ...HOSTED_BUILD_ENV,
  DIST_DIR: HOSTED_DIST,
  SERVER_DIR: HOSTED_SERVER_DIST,
  BROTLI: '0',
};
const steps: string[][] = [
  ['vite', 'build', '--outDir', HOSTED_DIST, '--emptyOutDir'],
  ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', HOSTED_SERVER_DIST],
  ['tsx', 'scripts/prerender.ts'],
];
for (const step of steps) {
  const result = spawnSync('npx', step, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`build:hosted: falló ${step.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

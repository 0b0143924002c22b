/**
 * `npm run test:hosted`: the backend's contract suite (the same tests the embedded database passes
 * in every `npm test`) against a real Supabase project meant for tests, with the URL and keys in
 * SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY. It refuses to run
 * without them instead of reporting the suite as skipped.
 */
import { spawnSync } from 'node:child_process';
import { hostedTestProblems } from './lib/hosted-test-env';

const problems = hostedTestProblems(process.env);
if (problems.length > 0) {
  console.error(`npm run test:hosted necesita un proyecto de pruebas:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'database',
    'src/backend/supabase/supabase-backend.contract.test.ts',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

import os from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      restoreMocks: true,
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
      // then sits half idle while a database test waits on its server. Two workers ran the whole
      // suite in 457 s where one took 729 s (same machine, load average about 6, 27 November 2026).
      maxWorkers: Math.max(2, os.availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['src/test/setup.ts'],
            include: ['src/**/*.test.tsx'],
            css: false,
            // A test that renders a lazy page and types into it takes well under a second alone,
            // but several on a busy 2-core machine; the default 5 s would fail it for the load.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // The app's rules, formats and data code need no page: starting a DOM for each of these
            // files took about a second each, most of the tier's time. A test that does need one
            // says so on its first line (`// @vitest-environment jsdom`) and gets the app's setup.
            name: 'logic',
            environment: 'node',
            setupFiles: ['src/test/setup-logic.ts'],
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.contract.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
            // Deno's own tests run under Deno (npm run test:deno).
            exclude: [...configDefaults.exclude, '**/*.deno.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'database',
            environment: 'node',
            include: ['supabase/tests/**/*.test.ts', 'src/backend/**/*.contract.test.ts'],
            // Each file starts a real Postgres (PGlite): a few seconds, and about 400 MB.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // The same database tests on a real PostgreSQL server (real connections, real races),
            // started by the global setup. The contract tests stay on the embedded adapter.
            name: 'database-pg',
            environment: 'node',
            include: ['supabase/tests/**/*.test.ts'],
            env: { TEST_DATABASE_ENGINE: 'postgres' },
            globalSetup: ['supabase/tests/engine/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);

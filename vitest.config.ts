import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.contract.test.ts'],
            css: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'scripts',
            environment: 'node',
            include: ['scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
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
      ],
    },
  }),
);

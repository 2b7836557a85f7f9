import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one migrated database per run, copied for each file (apps/server/src/test/template-database.ts)
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // a console.error no test expects fails the test (allowConsoleError names an expected one)
    setupFiles: ['vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
  },
});

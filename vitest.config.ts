import { defineConfig } from 'vitest/config';

/**
 * The web app's tests render into one document each: they keep a process of their own per
 * file. The server's and the domain's share a process per worker (isolate: false): each file
 * opens its own server and database, and loading the server's modules and PGlite's WebAssembly
 * once per worker instead of once per file halves the run (CI: 9:20 -> about 4:40 on PGlite).
 */
const web = ['apps/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'];
/**
 * files a run leaves out, one glob a line (scripts/test.mjs: the PostgreSQL pass leaves out
 * what opens no database and what the reliability run runs): `--exclude` on the command line
 * does not reach the projects below
 */
const leftOut = (process.env.VITEST_EXCLUDE ?? '').split('\n').filter(Boolean);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one migrated database per run, copied for each file (apps/server/src/test/template-database.ts)
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // a console.error no test expects fails the test (allowConsoleError names an expected one)
    setupFiles: ['vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: [...web, ...leftOut],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: web, exclude: leftOut },
      },
    ],
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the real server, built web app and a fresh
 * embedded database (or a fresh database on DATABASE_URL's server) for every run.
 */
/** E2E_PORT moves both servers, so that two runs on one machine do not collide */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 4310);
export const FIRST_RUN_PORT = MAIN_PORT + 1;
/** the second desk's server (below) */
const SECOND_DESK_PORT = MAIN_PORT + 2;
export const OWNER = { email: 'owner@e2e.test', password: 'owner-password', name: 'Amina Owner' };
export const PIN = '2468';

const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `e2e-${name}-`));
/**
 * each run builds the web app into a folder of its own, unless E2E_WEB_DIST names one built
 * already (npm test builds it once for all its journeys: scripts/test.mjs)
 */
const builtWeb = process.env.E2E_WEB_DIST;
const webDist = builtWeb ?? dataDir('web');
const buildWeb = builtWeb
  ? ''
  : `npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir && `;

/**
 * Every journey runs once, on the database DATABASE_URL names (PostgreSQL in CI). The journeys
 * tagged @pglite exercise what only the embedded database does (the first run, a restart on
 * the same data folder) and run again on PGlite: npm test runs them with E2E_JOURNEYS=pglite
 * and no DATABASE_URL (scripts/test.mjs).
 */
export const PGLITE_TAG = '@pglite';
const pgliteOnly = process.env.E2E_JOURNEYS === 'pglite';
const grep = pgliteOnly ? new RegExp(PGLITE_TAG) : undefined;

/**
 * Two desks run the journeys side by side: each desk is a server with a database of its own
 * and runs its journeys one at a time, so that no journey sees another's writes land in the
 * middle of it. Each journey makes the data it needs; the few that need a server to
 * themselves (a restart, the owner's password) start their own (support/own-server.ts).
 * The split keeps both desks near the same length (times from the phase table).
 */
const SECOND_DESK = [
  'offline.spec.ts',
  'demo.spec.ts',
  'demo-start.spec.ts',
  'history.spec.ts',
  'sales.spec.ts',
  'invoices.spec.ts',
  'reports.spec.ts',
  'customers.spec.ts',
  'password-reset.spec.ts',
  'planning-board.spec.ts',
  'garage-images.spec.ts',
  'roles.spec.ts',
  'brands.spec.ts',
  'security.spec.ts',
  'languages-journey.spec.ts',
  'cancel-booking.spec.ts',
].map((file) => `**/${file}`);
/**
 * Journeys that time what they see (a change at another desk within one second) run after
 * both desks are done, alone on the machine: with two desks, four servers and two browsers on
 * two cores, a refetch could wait past the second for a CPU (CI run 4: the summary had
 * caught up, the list had not, after 1 s). They use the second desk's server.
 */
const QUIET = ['live.spec.ts'].map((file) => `**/${file}`);

/**
 * With DATABASE_URL set, each e2e server gets a fresh database of its own on that PostgreSQL
 * server; otherwise each gets a fresh embedded PGlite directory.
 */
function database(name: string) {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: '', prepare: '' };
  const url = new URL(base);
  url.pathname = `/e2e_${name}_${MAIN_PORT}`;
  return { url: url.toString(), prepare: `node e2e/support/fresh-database.mjs '${url}' && ` };
}
const mainDb = database('main');
const secondDeskDb = database('second_desk');
const firstRunDb = database('first_run');

const serverEnv = (port: number, databaseUrl: string, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT: '1000',
  // every JSON answer the database wrote is held to its schema (lib/json-text.ts)
  CHECK_ANSWERS: '1',
  DATABASE_URL: databaseUrl,
  ...extra,
});

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** a desk: the journeys it runs, one at a time, against its own server */
function desk(name: string, port: number, files: { testMatch?: string[]; testIgnore?: string[] }) {
  return {
    name,
    ...files,
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://127.0.0.1:${port}`,
      launchOptions: chromium,
    },
  };
}

/** a desk's server, with the run's owner account, on a database of its own */
function deskServer(
  port: number,
  db: { url: string; prepare: string },
  name: string,
  build: string,
) {
  return {
    command: `${db.prepare}${build}npm run start -w apps/server`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: serverEnv(port, db.url, {
      DATA_DIR: dataDir(name),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      ADMIN_NAME: OWNER.name,
      BENEFIT_PIN: PIN,
      WEB_DIST: webDist,
    }),
  };
}

export default defineConfig({
  testDir: 'e2e',
  // the @pglite pass keeps its own folder: it would otherwise remove the PostgreSQL pass's
  // traces of a failure before anyone reads them
  outputDir: `test-results/${MAIN_PORT}${pgliteOnly ? '-pglite' : ''}`,
  fullyParallel: false,
  workers: pgliteOnly ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  ...(grep ? { grep } : {}),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // failure-recap.ts: each failure's first lines again at the end of npm test's output
  reporter: [['list'], ['./e2e/support/failure-recap.ts']],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: 'retain-on-failure',
    timezoneId: 'Africa/Algiers',
    locale: 'en-GB',
    launchOptions: chromium,
  },
  projects: pgliteOnly
    ? [desk('desk', MAIN_PORT, {})]
    : [
        desk('desk-1', MAIN_PORT, { testIgnore: [...SECOND_DESK, ...QUIET] }),
        desk('desk-2', SECOND_DESK_PORT, { testMatch: SECOND_DESK }),
        {
          ...desk('quiet', SECOND_DESK_PORT, { testMatch: QUIET }),
          dependencies: ['desk-1', 'desk-2'],
        },
      ],
  webServer: [
    deskServer(MAIN_PORT, mainDb, 'main', buildWeb),
    ...(pgliteOnly ? [] : [deskServer(SECOND_DESK_PORT, secondDeskDb, 'second-desk', '')]),
    {
      command: `${firstRunDb.prepare}npm run start -w apps/server`,
      url: `http://127.0.0.1:${FIRST_RUN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: serverEnv(FIRST_RUN_PORT, firstRunDb.url, {
        DATA_DIR: dataDir('first-run'),
        WEB_DIST: webDist,
      }),
    },
  ],
});

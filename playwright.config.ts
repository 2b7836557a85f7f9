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
export const OWNER = { email: 'owner@e2e.test', password: 'owner-password', name: 'Amina Owner' };
export const PIN = '2468';

const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `e2e-${name}-`));
/** each run builds the web app into a folder of its own */
const webDist = dataDir('web');

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
const firstRunDb = database('first_run');

const serverEnv = (port: number, databaseUrl: string, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SIGN_IN_RATE_LIMIT: '1000',
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

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${MAIN_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    trace: 'retain-on-failure',
    timezoneId: 'Africa/Algiers',
    locale: 'en-GB',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: `${mainDb.prepare}npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir && npm run start -w apps/server`,
      url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: serverEnv(MAIN_PORT, mainDb.url, {
        DATA_DIR: dataDir('main'),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        ADMIN_NAME: OWNER.name,
        BENEFIT_PIN: PIN,
        WEB_DIST: webDist,
      }),
    },
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

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:reliability`: the tests of issue 6 with their full counts, on the database
 * DATABASE_URL names (the ledger and the crashes again on PGlite, bounded, when it names
 * PostgreSQL), then the browser test, and last one line per property: attempts made,
 * violations found.
 *
 * After `npm test` in CI (RELIABILITY_AFTER_TESTS, with RELIABILITY_FIGURES naming the file
 * the test run wrote on PostgreSQL), only the tests with counts run here: the others, and the
 * browser test, ran minutes before on the same database with the same parameters, and their
 * figures are in that file already.
 */
const root = process.cwd();
const afterTests = Boolean(
  process.env.RELIABILITY_AFTER_TESTS &&
    process.env.RELIABILITY_FIGURES &&
    existsSync(process.env.RELIABILITY_FIGURES),
);
const figures =
  afterTests && process.env.RELIABILITY_FIGURES
    ? process.env.RELIABILITY_FIGURES
    : join(tmpdir(), `reliability-figures-${process.pid}.jsonl`);
if (!afterTests) writeFileSync(figures, '');
const counted: string[] = JSON.parse(
  readFileSync(join(root, 'apps/server/src/reliability/counted-tests.json'), 'utf8'),
);

const serverTests = [
  'apps/server/src/reliability',
  'apps/server/src/modules/auth/sign-in-throttle.routes.test.ts',
  'apps/server/src/modules/auth/session-lifetime.routes.test.ts',
  'apps/server/src/modules/fund/benefit-window.routes.test.ts',
  'apps/server/src/modules/audit/audit.routes.test.ts',
  'apps/server/src/modules/uploads',
  'apps/server/src/modules/idempotency',
  'apps/server/src/cli/backup-command.test.ts',
  'packages/domain/src/auth/sign-in-throttle.test.ts',
  'packages/domain/src/uploads',
  'packages/domain/src/fund/benefit-unlock.test.ts',
];

const properties = [
  'double-booking',
  'ledger',
  'exactly-once',
  'crashes',
  'hostile-input',
  'uploads',
  'sign-in throttle',
  'sessions',
  'pin',
  'headers',
  'backups',
  'audit',
  'browser',
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

// bounded: the full counts on PostgreSQL, bounded ones on PGlite; RELIABILITY=full: full on both
const base: NodeJS.ProcessEnv = {
  ...process.env,
  RELIABILITY: process.env.RELIABILITY === 'full' ? 'full' : 'bounded',
  RELIABILITY_FIGURES: figures,
};
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const failed: string[] = [];

const onPostgres = Boolean(process.env.DATABASE_URL);
console.log(`reliability: server tests on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
if (!run(bin('vitest'), ['run', ...(afterTests ? counted : serverTests)], base)) {
  failed.push('server tests');
}

if (onPostgres) {
  console.log('reliability: the ledger again, on PGlite');
  const pglite = { ...base };
  delete pglite.DATABASE_URL;
  if (!run(bin('vitest'), ['run', 'apps/server/src/reliability/ledger.test.ts'], pglite)) {
    failed.push('ledger on PGlite');
  }
}

if (!afterTests) {
  console.log('reliability: the browser (e2e/security.spec.ts)');
  const browser = { ...base, E2E_PORT: process.env.E2E_PORT ?? '4410' };
  if (!run(bin('playwright'), ['test', 'e2e/security.spec.ts'], browser)) failed.push('browser');
}

const lines = existsSync(figures)
  ? readFileSync(figures, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { property: string; text: string; database: string })
  : [];
if (!afterTests) rmSync(figures, { force: true });

console.log('\nReliability figures');
for (const property of properties) {
  const found = lines.filter((line) => line.property === property);
  if (found.length === 0) {
    const why =
      property === 'double-booking' && !onPostgres ? 'not run (needs DATABASE_URL)' : 'no figure';
    if (why === 'no figure') failed.push(property);
    console.log(`${property}: ${why}`);
  }
  for (const line of found) console.log(`${property}: ${line.text}`);
}
if (failed.length > 0) {
  console.error(`\nreliability: FAILED (${failed.join(', ')})`);
  process.exit(1);
}

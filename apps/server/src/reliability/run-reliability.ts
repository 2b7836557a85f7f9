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

/**
 * The failed tests of a vitest run, a line or two each: printed again last, beside the
 * figures, because a CI log's tail is often all that is read of it.
 */
const failures: string[] = [];
function vitest(args: string[], env: NodeJS.ProcessEnv): boolean {
  const report = join(tmpdir(), `reliability-report-${process.pid}-${failures.length}.json`);
  const passed = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  if (!passed) failures.push(...failedTests(report));
  rmSync(report, { force: true });
  return passed;
}

interface JsonReport {
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

function failedTests(report: string): string[] {
  if (!existsSync(report)) return ['(vitest wrote no report)'];
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
  const firstLines = (text = '') => {
    const lines = text.split('\n');
    // fast-check's: the seed and path, the assertion that failed, and the commands' replay
    // path, which a rerun needs (LEDGER_SEED, LEDGER_PATH and LEDGER_REPLAY in ledger.test.ts)
    const got = lines.find((line) => line.startsWith('Got '));
    const replay = text.match(/replayPath="([^"]*)"/);
    const head = lines.slice(0, 3).join(' | ').slice(0, 600);
    return [head, got?.slice(0, 600), replay && `replayPath="${replay[1]}"`]
      .filter(Boolean)
      .join(' | ');
  };
  return testResults.flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.message ? [`${name}: ${firstLines(file.message)}`] : [];
    return failed.map(
      (test) => `${name} > ${test.fullName}: ${firstLines(test.failureMessages?.[0])}`,
    );
  });
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);

// bounded: the full counts on PostgreSQL, bounded ones on PGlite; RELIABILITY=full: full on both
const base: NodeJS.ProcessEnv = {
  ...process.env,
  RELIABILITY: process.env.RELIABILITY === 'full' ? 'full' : 'bounded',
  RELIABILITY_FIGURES: figures,
};
const failed: string[] = [];

const onPostgres = Boolean(process.env.DATABASE_URL);
console.log(`reliability: server tests on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
if (!vitest(afterTests ? counted : serverTests, base)) {
  failed.push('server tests');
}

if (onPostgres) {
  console.log('reliability: the ledger again, on PGlite');
  const pglite = { ...base };
  delete pglite.DATABASE_URL;
  if (!vitest(['apps/server/src/reliability/ledger.test.ts'], pglite)) {
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
  if (failures.length > 0)
    console.error(`\nfailed tests:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  console.error(`\nreliability: FAILED (${failed.join(', ')})`);
  process.exit(1);
}

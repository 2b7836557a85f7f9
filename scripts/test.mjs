// `npm test`: every test, in phases, each timed. Without DATABASE_URL everything runs on the
// embedded PGlite. With DATABASE_URL (as .ci/run does) the server tests run on both databases,
// every browser journey runs once on PostgreSQL, and the journeys tagged @pglite (what only
// the embedded database does: first run, restart on the same folder) again on PGlite
// (playwright.config.ts). The web app is built once for every journey (or E2E_WEB_DIST names
// it). Ends with a table of each phase's wall time; PHASE_TIMINGS names a file that .ci/run
// collects them in.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const postgres = process.env.DATABASE_URL || '';
/**
 * RELIABILITY_AFTER_TESTS (.ci/run): the reliability run follows on PostgreSQL. The tests it
 * runs with counts (the ledger, crashes, hostile input, double booking) are left out of the
 * PostgreSQL pass here, since it runs them there with their full counts; the figures of the
 * others are recorded here, on PostgreSQL, in RELIABILITY_FIGURES for it to print.
 */
const reliabilityFollows = Boolean(process.env.RELIABILITY_AFTER_TESTS && postgres);
const { RELIABILITY_FIGURES: figures, ...environment } = process.env;
const embedded = { ...environment, DATABASE_URL: '' };
const onPostgres = {
  ...environment,
  DATABASE_URL: postgres,
  ...(reliabilityFollows && figures ? { RELIABILITY_FIGURES: figures } : {}),
};
const counted = JSON.parse(
  readFileSync(join(root, 'apps/server/src/reliability/counted-tests.json'), 'utf8'),
);
const leftToReliability = reliabilityFollows ? counted : [];
/**
 * Tests that open no database of DATABASE_URL's kind run once, in the PGlite pass: the
 * domain's rules, the web's own units, the demo's worker (PGlite in the browser whatever the
 * server's database), and the documents' memory bound (about 45 s of renders). The demo's
 * conformance test stays in both: it plays the server on DATABASE_URL's database.
 */
const databaseFree = [
  'packages/domain/**',
  'apps/web/src/lib/**',
  'apps/web/src/locales/**',
  'apps/web/src/features/**',
  'apps/web/src/demo/worker/demo-api.test.ts',
  'apps/web/src/demo/worker/demo-snapshot.test.ts',
  'apps/server/src/lib/pdf/render-heap.test.ts',
];

/** a phase: its name, what it runs, and its environment */
const phases = [
  { name: 'typecheck and lint', command: ['npm', 'run', 'check'], env: environment },
  { name: 'vitest on PGlite', command: [bin('vitest'), 'run'], env: embedded },
];
if (postgres) {
  phases.push({
    name: 'vitest on PostgreSQL',
    command: [bin('vitest'), 'run'],
    // vitest's --exclude leaves its projects' files alone: vitest.config.ts reads these
    env: { ...onPostgres, VITEST_EXCLUDE: [...leftToReliability, ...databaseFree].join('\n') },
  });
}
// E2E_WEB_DIST names a build made already (.ci/run makes one for the reliability run too)
const webDist = process.env.E2E_WEB_DIST || mkdtempSync(join(tmpdir(), 'e2e-web-'));
if (!process.env.E2E_WEB_DIST) {
  phases.push({
    name: 'build the web app (journeys)',
    command: ['npm', 'run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
    env: environment,
  });
}
/** the journeys' failures in a few lines each (e2e/support/failure-recap.ts), printed last */
const failures = join(mkdtempSync(join(tmpdir(), 'e2e-failures-')), 'recap.txt');
const journeys = { E2E_WEB_DIST: webDist, E2E_FAILURES: failures };
if (postgres) {
  phases.push(
    {
      name: 'playwright on PostgreSQL (every journey)',
      command: [bin('playwright'), 'test'],
      env: { ...onPostgres, ...journeys },
    },
    {
      name: 'playwright on PGlite (@pglite journeys)',
      command: [bin('playwright'), 'test'],
      env: { ...embedded, ...journeys, E2E_JOURNEYS: 'pglite' },
    },
  );
} else {
  phases.push({
    name: 'playwright on PGlite (every journey)',
    command: [bin('playwright'), 'test'],
    env: { ...embedded, ...journeys },
  });
}

const results = [];
for (const phase of phases) {
  console.log(`\ntest: ${phase.name}`);
  const started = Date.now();
  const [command, ...args] = phase.command;
  const run = spawnSync(command, args, { cwd: root, env: phase.env, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ name: phase.name, seconds, ok });
  if (process.env.PHASE_TIMINGS) {
    appendFileSync(process.env.PHASE_TIMINGS, `${phase.name}\t${seconds.toFixed(0)}\t${ok}\n`);
  }
  // without the web app built the journeys have nothing to serve: stop there
  if (!ok && phase.name.startsWith('build')) break;
}

/** m:ss, rounded to the second first (59.6 s is 1:00, not 0:60) */
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nnpm test: phases (wall time)');
for (const result of results) {
  console.log(
    `  ${result.ok ? 'ok    ' : 'FAILED'} ${minutes(result.seconds).padStart(6)}  ${result.name}`,
  );
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`         ${minutes(total).padStart(6)}  total`);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0 || results.length < phases.length) {
  if (existsSync(failures))
    console.error(`\njourneys that failed:\n${readFileSync(failures, 'utf8')}`);
  console.error(`npm test: FAILED (${failed.map((result) => result.name).join(', ')})`);
  process.exit(1);
}

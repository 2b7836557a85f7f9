/**
 * `npm run bench -- --size S|M|L [--duration 5] [--no-page-load] [--no-database-rate]`:
 * starts the real server (buildApp) on the generated database in a child process, signs in,
 * measures every screen's reads at 1, 10 and 50 connections (PGlite: 1 and 10), the write
 * mix, the floor and the original design, then explains every list (bench/explain.ts: the
 * planning share before and after plan once), prints one table and writes
 * bench/results/<date>-<size>-<database>.json. Beside each read: the database's own rate for
 * the statements one request sends (bench/database-rate.ts) and the server's CPU per request,
 * read around each figure.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { benchDeps } from './bench-deps.ts';
import { registerBenchRoutes } from './bench-routes.ts';
import { withDatabaseCpu } from './database-cpu.ts';
import {
  type Captured,
  closeConnections,
  type DatabaseRate,
  openConnections,
  postgresRate,
  postgresWriteRate,
} from './database-rate.ts';
import type { Planning } from './explain-types.ts';
import { benchCarId, generate, openTarget } from './generate-data.ts';
import { loadGet, type Measurement } from './measure.ts';
import { buildWeb, pageLoad } from './page-load.ts';
import { type BenchResult, machine, measuredAlone, printReport, writeResult } from './report.ts';
import {
  argument,
  BENCH_USER,
  flag,
  hasData,
  rootDir,
  sizeArgument,
  sizes,
  type Target,
  targetOf,
} from './sizes.ts';
import { BENCH_CUSTOMER, type MixCar, mixSteps, writeMix } from './write-mix.ts';

/** the steps of the write mix a car's captured set holds (rent, extend, return, fund entry) */
const MIX_STEPS = mixSteps('', 0, 0).length;

/** --smoke: size S on a fresh database, 1 s per figure, results not kept (CI) */
const smoke = flag('smoke');
const size = smoke ? 'S' : sizeArgument();
if (smoke && !process.env.BENCH_DATA_DIR) {
  process.env.BENCH_DATA_DIR = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
}
const target = targetOf(size);

/** the child: the real server on the generated database, plus the bench-only routes */
async function serve(): Promise<void> {
  const database = await openTarget(target);
  const deps = benchDeps(database.db, { webDist: process.env.BENCH_WEB_DIST });
  const app = await buildApp(deps, { logger: { level: 'error' } });
  registerBenchRoutes(app, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  process.send?.({ port: address.port, kind: database.kind });
  process.on('disconnect', () => {
    void app.close().then(() => database.close().then(() => process.exit(0)));
  });
}

/** the server in a child process; `execArgv` e.g. `--cpu-prof` (bench/profile.ts) */
export function startServer(execArgv?: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], {
    env: { ...process.env, BENCH_WEB_DIST: process.env.BENCH_WEB_DIST ?? '' },
    ...(execArgv ? { execArgv: [...process.execArgv, ...execArgv] } : {}),
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: BENCH_USER.email, password: BENCH_USER.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

async function getJson<T = any>(url: string, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  if (response.status !== 200) {
    throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** the server process's CPU time so far, µs (user + system) */
async function serverCpu(url: string, cookie: string): Promise<number> {
  const { user, system } = await getJson<NodeJS.CpuUsage>(url, cookie, '/api/bench/cpu');
  return user + system;
}

/** a figure with the server's CPU per request it served (ms), read around its load */
async function withCpu(
  url: string,
  cookie: string,
  measure: () => Promise<Measurement>,
): Promise<Measurement> {
  const before = await serverCpu(url, cookie);
  const m = await measure();
  const spent = (await serverCpu(url, cookie)) - before;
  return m.requests > 0 ? { ...m, cpuMs: Number((spent / 1000 / m.requests).toFixed(3)) } : m;
}

/** the statements one request of `path` sends, as the server sends them */
function statementsOf(url: string, cookie: string, path: string) {
  return getJson<{ statements: Captured[]; planCacheMode: string }>(
    url,
    cookie,
    `/api/bench/statements?path=${encodeURIComponent(path)}`,
  );
}

type RateOf = ((statements: Captured[], seconds: number) => Promise<DatabaseRate>) & {
  close: () => Promise<void>;
};

/**
 * The database's own rate at one connection level: on PostgreSQL from that many connections
 * of the bench's own, on PGlite serially on the server's one connection (a bench route).
 */
async function databaseRates(
  target: Target,
  url: string,
  cookie: string,
  connections: number,
  planCacheMode: string,
): Promise<RateOf> {
  if (target.kind === 'postgres' && target.databaseUrl) {
    const clients = await openConnections(target.databaseUrl, connections, planCacheMode);
    return Object.assign(
      (statements: Captured[], seconds: number) => postgresRate(clients, statements, seconds),
      { close: () => closeConnections(clients) },
    );
  }
  const rate = async (statements: Captured[], seconds: number): Promise<DatabaseRate> => {
    const response = await fetch(`${url}/api/bench/database-rate`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ statements, seconds }),
    });
    if (response.status !== 200) {
      throw new Error(`database rate: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as DatabaseRate;
  };
  return Object.assign(rate, { close: async () => {} });
}

/**
 * The database's own rate for the write mix at one connection level (issue 30 §5): the
 * statements of each connection's car's four steps, captured through the server, replayed
 * from as many connections, each set in a transaction rolled back (postgresWriteRate).
 */
async function writeRate(
  url: string,
  cookie: string,
  databaseUrl: string,
  connections: number,
  seconds: number,
): Promise<DatabaseRate> {
  const cars = await rentableCars(url, cookie, connections);
  const sets: Captured[][] = [];
  const { planCacheMode } = await statementsOf(url, cookie, '/api/bench/floor');
  for (const car of cars) {
    const response = await fetch(`${url}/api/bench/write-statements`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ steps: mixSteps(car.id, car.mileageKm, Date.now()) }),
    });
    if (response.status !== 200) {
      throw new Error(`write statements: ${response.status} ${await response.text()}`);
    }
    sets.push(((await response.json()) as { statements: Captured[] }).statements);
  }
  const clients = await openConnections(databaseUrl, cars.length, planCacheMode);
  try {
    return await postgresWriteRate(clients, sets, MIX_STEPS, seconds);
  } finally {
    await closeConnections(clients);
  }
}

/** the original design, timed end to end with its bytes */
async function original(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/bench/original`, { headers: { cookie } });
  let bytes = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-2000);
  }
  const ms = performance.now() - started;
  const figures = JSON.parse(tail.slice(tail.lastIndexOf('"figures":') + 10, -1));
  return { ms: Number(ms.toFixed(1)), bytes, figures };
}

/** waits until the fund has stopped moving (the write mix's last requests have finished) */
async function settle(url: string, cookie: string): Promise<void> {
  let last = -1;
  for (;;) {
    const { count } = await getJson<{ count: number }>(url, cookie, '/api/bench/fund-sum');
    if (count === last) return;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function rentableCars(url: string, cookie: string, wanted: number): Promise<MixCar[]> {
  const cars: MixCar[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: MixCar[]; nextCursor: string | null } = await getJson(
      url,
      cookie,
      `/api/rentals/rentable?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    cars.push(...page.items.map(({ id, mileageKm }) => ({ id, mileageKm })));
    cursor = page.nextCursor;
  } while (cursor && cars.length < wanted);
  return cars.slice(0, wanted);
}

/**
 * Returns the cars a stopped write mix left rented to the bench's customer, so that every
 * run starts from the same rentable fleet (a connection stopped mid-cycle leaves its car out).
 */
export async function returnBenchRentals(url: string, cookie: string): Promise<number> {
  type Rented = {
    id: string;
    mileageKm: number;
    rental: { currentCustomerName: string } | null;
  };
  const left: Rented[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Rented[]; nextCursor: string | null } = await getJson(
      url,
      cookie,
      `/api/rentals/active?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    left.push(...page.items.filter((car) => car.rental?.currentCustomerName === BENCH_CUSTOMER));
    cursor = page.nextCursor;
  } while (cursor);
  for (const car of left) {
    const response = await fetch(`${url}/api/cars/${car.id}/return`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ newMileage: car.mileageKm, charges: [] }),
    });
    if (response.status !== 200) {
      throw new Error(`returning bench car ${car.id}: ${response.status} ${await response.text()}`);
    }
  }
  return left.length;
}

async function send(url: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
}

const CATEGORIES = ['economy', 'compact', 'suv', 'van', 'premium'] as const;

/**
 * Issue 34: the booking page open over every category, the catalogue's models put in one in
 * turn where they have none (bench:data's models have no category), so that the public
 * availability of a period looks at the whole fleet. Idempotent: a second run changes nothing.
 * Answers the availability path of a week starting in three days.
 */
async function openBookingPage(url: string, cookie: string): Promise<string> {
  const list = await getJson<{ models: { id: string; category: string | null }[] }>(
    url,
    cookie,
    '/api/price-list',
  );
  let k = 0;
  for (const model of list.models) {
    if (model.category) continue;
    const category = CATEGORIES[k++ % CATEGORIES.length];
    await send(url, cookie, 'PUT', `/api/price-list/models/${model.id}`, { category });
  }
  await send(url, cookie, 'PUT', '/api/booking-page/settings', {
    enabled: true,
    categories: CATEGORIES,
    minNoticeHours: 0,
    maxDays: 30,
    holdHours: 2,
    address: '',
    hours: '',
    terms: '',
  });
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return `/api/public/availability?start=${start.toISOString()}&end=${end.toISOString()}`;
}

/** the write mix's unmeasured warm-up, and its shortest measured window at each level (s) */
const WRITE_WARM_UP_S = 5;
const WRITE_WINDOW_S = 10;

async function main(): Promise<void> {
  const started = Date.now();
  if (smoke && target.kind === 'pglite') await generate(size, target);
  else if (!hasData(target)) {
    console.log(`no ${size} data yet: generating it`);
    await generate(size, target);
  }
  const duration = Number(argument('duration', smoke ? '1' : size === 'S' ? '3' : '5'));
  // the smoke replays every read once, at one connection (a CI phase: its answers, not its pace)
  const levels = (
    argument('connections') ?? (smoke ? '1' : target.kind === 'postgres' ? '1,10,50' : '1,10')
  )
    .split(',')
    .map(Number);
  const withPages = !flag('no-page-load');
  // the web app built already for the journeys (.ci/run: E2E_WEB_DIST) is the same build
  const built = process.env.E2E_WEB_DIST;
  if (withPages) {
    process.env.BENCH_WEB_DIST =
      built && existsSync(join(built, 'index.html')) ? built : buildWeb();
  }
  const { child, url } = await startServer();
  try {
    const cookie = await signIn(url);
    const deep = await getJson<{ depth: number; cursor: string }>(
      url,
      cookie,
      '/api/bench/history-cursor?depth=10000',
    );
    const reads: [string, string][] = [
      ['floor', '/api/bench/floor'],
      ['dashboard', '/api/dashboard'],
      ['garage list', '/api/garage'],
      ['garage cards', '/api/garage/summary'],
      ['rented + due', '/api/rentals/active'],
      ['alert count', '/api/rentals/alerts?limit=0'],
      ['alert list', '/api/rentals/alerts'],
      ['rentable grid', '/api/rentals/rentable'],
      ['rental cards', '/api/rentals/summary'],
      ['for sale', '/api/sales/for-sale'],
      ['recently sold', '/api/sales/recent'],
      ['sales cards', '/api/sales/summary'],
      ['history p1', '/api/history'],
      ['history deep', `/api/history?cursor=${deep.cursor}`],
      ['history filtered', '/api/history?type=rentals&period=month'],
      ['history search', '/api/history?q=clio'],
      ['history cards', '/api/history/summary'],
      ['fund cards', '/api/fund'],
      ['fund list', '/api/fund/transactions'],
      ['suppliers', '/api/suppliers'],
      ['supplier choices', '/api/suppliers/choices'],
      // issue 14: the planning board's page of 50 cars over 14 days, and the customer search
      ['planning board', '/api/rentals/board?limit=50'],
      // what the desk types: a name and surname (1 customer in 400 at every size)
      ['customer search', '/api/customers?q=yacine%20benali'],
      // the worst case: a first name alone, 1 customer in 20 (10,000 at L) sorted by name
      ['customer first name', '/api/customers?q=yacine'],
      // issue 32: the car page's care (its service log and papers), of a car with 4 services
      // and 5 papers (bench:data's 42nd garage car)
      ['car care', `/api/cars/${benchCarId(42)}/care`],
      ['car reminders', `/api/cars/${benchCarId(42)}/reminders`],
      ['car results', `/api/cars/${benchCarId(42)}/results`],
      // the Fleet screen's first page, kept in memory between writes (see fromMemory), and
      // as the first reader after a write on one car finds it: that car computed again
      ['fleet list', '/api/fleet'],
      ['fleet after write', '/api/bench/fleet-after-write'],
      ['fleet report', '/api/fleet/report'],
      // issue 34: the booking page's free offers for a week, over the whole fleet
      ['availability week', await openBookingPage(url, cookie)],
    ];
    /**
     * reads a warmed server answers from memory with no statement of their own, even after a
     * write: the Fleet screen's first page (its own version, fleet-status.ts). The reads kept
     * until a write (decision 0050) are dropped before their statements are captured
     * (bench-routes.ts), so they send theirs.
     */
    const fromMemory = new Set(['fleet list']);
    if (flag('writes-only')) reads.length = 0;
    // --only 'planning board,customer search': those reads and the floor (a quick look at a few)
    const only = argument('only')?.split(',');
    if (only) {
      const kept = reads.filter(([name]) => name === 'floor' || only.includes(name));
      reads.splice(0, reads.length, ...kept);
    }
    // every route answers 200 before it is measured, and is warmed up
    for (const [, path] of reads) for (let i = 0; i < 5; i++) await getJson(url, cookie, path);
    // issue 30: what one request of each read sends to the database (its session lookup
    // included), replayed alone after the figure for the database's own rate beside it
    const captured = new Map<string, Captured[]>();
    let planCacheMode = 'auto';
    for (const [name, path] of reads) {
      const answer = await statementsOf(url, cookie, path);
      captured.set(name, answer.statements);
      planCacheMode = answer.planCacheMode;
    }
    // the smoke only checks that the statements replay (a fraction of a second in all);
    // --no-database-rate leaves the database's rate out (a quicker look)
    const rateSeconds = smoke ? 0.05 : duration;
    const withRate = !flag('no-database-rate');
    const measurements: Measurement[] = [];
    for (const connections of levels) {
      const rateOf = withRate
        ? await databaseRates(target, url, cookie, connections, planCacheMode)
        : Object.assign(async () => ({ rps: 0, statements: 0 }), { close: async () => {} });
      try {
        for (const [name, path] of reads) {
          if (connections > 1 && measuredAlone.has(name)) continue;
          // the read as a desk finds it between writes: one request first builds what the
          // server keeps until a write (decision 0050; the Fleet's whole computation, 0.6 s
          // at L, would fall inside the first fleet figure); what a write on one car leaves
          // to its first reader has a figure of its own ('fleet after write')
          await fetch(`${url}${path}`, { headers: { cookie } });
          const m = await withCpu(url, cookie, () =>
            loadGet(url, cookie, name, path, connections, duration),
          );
          if (withRate) m.database = await rateOf(captured.get(name) ?? [], rateSeconds);
          measurements.push(m);
          const alone = m.database
            ? `; database alone ${m.database.rps} req/s (${m.database.statements} statements)${m.database.error ? `: ${m.database.error}` : ''}`
            : '';
          console.log(
            `  ${name.padEnd(18)} c=${String(connections).padEnd(3)} p95 ${m.p95} ms, ${m.rps} req/s, CPU ${m.cpuMs} ms/req${alone}`,
          );
        }
      } finally {
        await rateOf.close();
      }
    }
    const returned = await returnBenchRentals(url, cookie);
    if (returned > 0) console.log(`  returned ${returned} cars left rented by an earlier run`);
    // the write paths warmed before they are measured, as each read is: unmeasured, at the
    // highest level, for WRITE_WARM_UP_S (V8 compiles a route's code over its first thousands
    // of calls, and a fresh copy of the database reads its pages in: at L, windows of 5 s from
    // a cold start measured 455 operations a second, of 30 s 534 to 615, on the same code)
    if (!smoke) {
      const most = Math.max(...levels);
      await writeMix(url, cookie, await rentableCars(url, cookie, most), most, WRITE_WARM_UP_S);
      await settle(url, cookie);
      await returnBenchRentals(url, cookie);
    }
    // one car a connection (fewer connections when fewer cars can be rented); between
    // levels the cars a stopped connection left rented are returned, so levels share them
    const writes: Measurement[] = [];
    for (const connections of levels) {
      // read again each level: the mileage of a car returned at the last level has grown
      const cars = await rentableCars(url, cookie, connections);
      if (cars.length < connections) {
        console.log(`  write mix: ${cars.length} rentable cars for ${connections} connections`);
      }
      // PostgreSQL's processes on this machine (PGlite runs inside the server's)
      const measure = () =>
        withCpu(url, cookie, () =>
          writeMix(url, cookie, cars, connections, smoke ? 2 : Math.max(duration, WRITE_WINDOW_S)),
        );
      const m = await (target.kind === 'postgres' ? withDatabaseCpu(measure) : measure());
      writes.push(m);
      console.log(
        `  write mix c=${m.connections} ${m.rps} ops/s, ${m.errors} errors, CPU ${m.cpuMs} ms/op${m.databaseCpuMs === undefined ? '' : ` (PostgreSQL's: ${m.databaseCpuMs})`}`,
      );
      // writes still in flight when the load stopped finish first
      await settle(url, cookie);
      await returnBenchRentals(url, cookie);
      if (withRate && target.kind === 'postgres' && target.databaseUrl) {
        m.database = await writeRate(url, cookie, target.databaseUrl, connections, rateSeconds);
        console.log(
          `  write mix c=${m.connections}: database alone ${m.database.rps} ops/s (${m.database.statements} statements for ${MIX_STEPS} steps)${m.database.error ? `: ${m.database.error}` : ''}`,
        );
      }
    }
    const fund = await getJson<{ currentBalance: number }>(url, cookie, '/api/fund');
    const sum = await getJson<{ balance: number }>(url, cookie, '/api/bench/fund-sum');
    const summaries = await getJson<{ equal: boolean; differ: string[] }>(
      url,
      cookie,
      '/api/bench/summaries-check',
    );
    const reference = await original(url, cookie);
    const dashboard = await getJson(url, cookie, '/api/dashboard');
    const figuresAgree = Object.entries(reference.figures).every(
      ([key, value]) => dashboard[key] === value,
    );
    const info = await getJson<{ postgres: string }>(url, cookie, '/api/bench/info');
    const page = withPages ? await pageLoad(url, cookie).catch((e) => String(e)) : null;
    // the server stops first: PGlite's data directory has one owner at a time
    await stopServer(child);
    const planning = smoke || flag('no-explain') ? null : explainPlanning(size);
    const result: BenchResult = {
      date: new Date().toISOString(),
      size,
      counts: sizes[size],
      database: target.kind,
      machine: machine(info.postgres),
      historyDeepRows: deep.depth,
      durationSeconds: duration,
      measurements,
      writes,
      fundBalance: { api: fund.currentBalance, sumOfEntries: sum.balance },
      summariesEqualRows: summaries.equal ? true : summaries.differ,
      original: { ...reference, figuresAgree },
      pageLoad: page,
      planning,
      wallSeconds: Math.round((Date.now() - started) / 1000),
    };
    printReport(result, rootDir);
    writeResult(result, rootDir, smoke ? '.smoke.tmp' : '', argument('label'));
    // the smoke fails on wrong answers, never on latency (CI machines are noisy)
    const wrong = [
      ...[...measurements, ...writes].filter((m) => m.errors > 0).map((m) => `${m.name} errors`),
      // a read's statements that fail when replayed alone: the database's rate is not known
      ...measurements
        .filter((m) => m.database?.error)
        .map((m) => `${m.name}: its statements replayed: ${m.database?.error}`),
      // every read sends statements beyond the floor's session lookup: one that seems to send
      // none went past the capture, and its database rate would be the floor's
      ...reads
        .filter(([name]) => name !== 'floor' && !fromMemory.has(name))
        .filter(
          ([name]) => (captured.get(name)?.length ?? 0) <= (captured.get('floor')?.length ?? 0),
        )
        .map(([name]) => `${name}: no statement of its own captured`),
      ...(fund.currentBalance !== sum.balance ? ['fund balance != sum of entries'] : []),
      ...(summaries.equal ? [] : [`summaries differ: ${summaries.differ}`]),
      ...(figuresAgree
        ? []
        : [
            `original-design figures ${JSON.stringify(reference.figures)} differ from the dashboard's ${JSON.stringify(dashboard)}`,
          ]),
    ];
    if (wrong.length > 0) {
      console.error(`bench: wrong answers: ${wrong.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    if (child.connected) child.disconnect();
  }
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (!child.connected) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.disconnect();
  return exited;
}

/**
 * The share of database time spent planning each list, before and after plan once
 * (bench/explain.ts on the same data, a child process: it patches the database clients).
 */
function explainPlanning(size: string): Planning[] | string {
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(rootDir, 'bench', 'explain.ts'), '--size', size, '--json-only'],
      { stdio: 'inherit', env: process.env },
    );
    return JSON.parse(readFileSync(join(rootDir, 'bench', '.planning.json'), 'utf8')) as Planning[];
  } catch (error) {
    return `explain failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

if (process.argv.includes('--serve')) await serve();
// bench/profile.ts imports this file for its server: the bench runs only as the entry point
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

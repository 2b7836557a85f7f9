/**
 * `DATABASE_URL=... npx tsx bench/write-statements.ts --size S`: the statements each action of
 * the write mix (bench/write-mix.ts) sends to PostgreSQL, counted and listed: the real server
 * (buildApp) in this process on the generated database, one car rented, extended and returned
 * with a charge, then a fund entry, each request's statements logged from the driver (one line
 * a statement: BEGIN and COMMIT count), and its trips (the writes to the database's socket:
 * statements sent together are one). The car is left returned, as the mix leaves it.
 * `--repeat N` runs the mix N times more and prints this process's CPU per action (the server's
 * own, without HTTP: app.inject), which other loads on the machine do not change much.
 */
import net from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { PlanOnceClient } from '../apps/server/src/db/plan-once-pg.ts';
import { benchDeps } from './bench-deps.ts';
import { databaseCpuSince, databaseCpuTicks } from './database-cpu.ts';
import { openTarget } from './generate-data.ts';
import { argument, BENCH_USER, flag, sizeArgument, targetOf } from './sizes.ts';

const target = targetOf(sizeArgument());
if (target.kind !== 'postgres') throw new Error('write-statements: set DATABASE_URL');
const verbose = flag('verbose');

/** --repeat N: then the mix N times over, and the server's CPU per action (this process) */
const repeat = Number(argument('repeat', '0'));
let counting = true;
const sent: string[] = [];
const query = PlanOnceClient.prototype.query;
PlanOnceClient.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
  if (counting) sent.push(String(text).replaceAll(/\s+/g, ' ').slice(0, 160));
  return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof query;

// the writes to the database's sockets (app.inject sends HTTP through none): its trips
let writes = 0;
const socket = net.Socket.prototype as unknown as { _writeGeneric: (...a: unknown[]) => unknown };
const writeGeneric = socket._writeGeneric;
socket._writeGeneric = function (this: unknown, ...args: unknown[]) {
  if (counting) writes += 1;
  return writeGeneric.apply(this, args);
};

const database = await openTarget(target);
const deps = benchDeps(database.db);
const app = await buildApp(deps, { logger: { level: 'error' } });
try {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: BENCH_USER.email, password: BENCH_USER.password },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  const rentable = await app.inject({ url: '/api/rentals/rentable?limit=1', headers: { cookie } });
  const car = (rentable.json() as { items: { id: string; mileageKm: number }[] }).items[0]!;
  const DAY = 24 * 3_600_000;
  const now = Date.now();
  const actions: [string, string, Record<string, unknown>][] = [
    [
      'rent',
      `/api/cars/${car.id}/rent`,
      {
        start: new Date(now).toISOString(),
        end: new Date(now + 2 * DAY).toISOString(),
        customer: {
          name: 'Bench Customer',
          contact: '0550 12 34 56',
          email: 'bench.customer@example.dz',
          license: 'DZ-BENCH-1',
          paymentType: 'advance',
        },
      },
    ],
    ['extend', `/api/cars/${car.id}/extend`, { newEndDate: new Date(now + 3 * DAY).toISOString() }],
    [
      'return + charge',
      `/api/cars/${car.id}/return`,
      {
        newMileage: car.mileageKm + 50,
        charges: [{ type: 'cleaning', description: 'Bench cleaning', amount: 150_000 }],
      },
    ],
    [
      'fund entry',
      '/api/fund/transactions',
      { type: 'add_charge', amount: 100_000, description: 'Bench fuel', category: 'fuel' },
    ],
  ];
  let total = 0;
  let trips = 0;
  for (const [name, url, payload] of actions) {
    sent.length = 0;
    writes = 0;
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    if (response.statusCode >= 300)
      throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    total += sent.length;
    trips += writes;
    console.log(`${name}: ${sent.length} statements in ${writes} trips`);
    if (verbose) for (const text of sent) console.log(`    ${text}`);
  }
  console.log(
    `write mix: ${total} statements in ${trips} trips for 4 actions (${(trips / 4).toFixed(1)} trips an action)`,
  );
  if (repeat > 0) {
    counting = false;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const databaseCpu = databaseCpuTicks();
    for (let i = 0; i < repeat; i++) {
      for (const [name, url, body] of actions) {
        // each return drives the car 50 km more
        const payload =
          'newMileage' in body ? { ...body, newMileage: car.mileageKm + 50 * (i + 2) } : body;
        const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
        if (response.statusCode >= 300) throw new Error(`${name}: ${response.statusCode}`);
      }
    }
    const { user, system } = process.cpuUsage(cpu);
    const databaseSpent = databaseCpu ? databaseCpuSince(databaseCpu) : undefined;
    const n = repeat * actions.length;
    const wall = performance.now() - started;
    const databasePart =
      databaseSpent !== undefined
        ? `, ${((databaseSpent * 1000) / n).toFixed(2)} CPU ms an action (PostgreSQL's processes)`
        : '';
    console.log(
      `${n} actions on one connection: ${((user + system) / 1000 / n).toFixed(2)} CPU ms an action (this process)${databasePart}, ${(n / (wall / 1000)).toFixed(0)} actions/s`,
    );
  }
} finally {
  await app.close();
  await database.close();
}

/**
 * `npm run bench:profile -- --size L [--duration 5] [--connections 50] [--only 'write mix']`: where the server's
 * CPU goes on each read. For each figure it starts the bench's server (bench/run.ts), warms
 * the route with 200 requests, and records V8's CPU profile (what `--cpu-prof` records, here
 * started and stopped through node:inspector so that it covers the load alone) while that one
 * route is under load; the profile is kept in bench/.profiles/ (not committed) and summed: CPU milliseconds per request, and
 * the share of the server's busy time by part (query building, row mapping, the database
 * driver, serialising the answer, HTTP and the framework, garbage collection). Writes
 * bench/PROFILE-<size>-<database>.md, committed beside the results it explains.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCarId } from './generate-data.ts';
import { loadGet } from './measure.ts';
import { formatTable, machine, measuredAlone } from './report.ts';
import { rentableCars, returnBenchRentals, signIn, startServer, stopServer } from './run.ts';
import { argument, benchDir, sizeArgument, targetOf } from './sizes.ts';
import { writeMix } from './write-mix.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** the parts a request's CPU time is split into; the first that matches a frame wins */
const parts: [string, (fn: string, url: string) => boolean][] = [
  ['query building (drizzle)', (fn) => fn === '_prepare' || fn === 'buildQueryFromSourceParams'],
  ['row mapping (drizzle)', (fn) => fn === 'mapResultRow'],
  [
    'zod and serialising',
    (fn, url) =>
      fn === 'serialize' || url.includes('/fast-json-stringify/') || url.includes('/zod/'),
  ],
  [
    'database driver (PGlite: the database)',
    (_fn, url) =>
      url.includes('/pg/') ||
      url.includes('/pg-protocol/') ||
      url.includes('/pglite/') ||
      url.startsWith('wasm://'),
  ],
  [
    'socket writes and reads (native)',
    (fn, url) => url === '' && ['writev', 'writeUtf8String', 'utf8Slice', 'readv'].includes(fn),
  ],
  [
    'HTTP and framework',
    (_fn, url) =>
      url.startsWith('node:') ||
      url.includes('/fastify/') ||
      url.includes('/find-my-way/') ||
      url.includes('/@fastify/'),
  ],
];

/** the share of busy time per part (inclusive, first match from the leaf up) */
function summarise(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    time.set(id, (time.get(id) ?? 0) + profile.timeDeltas[i]!);
  });
  const shares = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of time) {
    const leaf = byId.get(id)!.callFrame.functionName;
    if (leaf === '(idle)' || leaf === '(program)') continue;
    busy += micros;
    let part = leaf === '(garbage collector)' ? 'garbage collection' : undefined;
    // the innermost matching frame names the part, except that query building, row mapping
    // and serialising claim everything under them
    for (let at: number | undefined = id; at !== undefined && !part; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      part = parts.slice(0, 3).find(([, match]) => match(functionName, url))?.[0];
    }
    if (!part) {
      const { functionName, url } = byId.get(id)!.callFrame;
      part = parts.slice(3).find(([, match]) => match(functionName, url))?.[0];
      if (!part) part = url.includes('/apps/server/') ? 'the server code' : 'other';
    }
    shares.set(part, (shares.get(part) ?? 0) + micros);
  }
  return { busyMs: busy / 1000, shares };
}

const size = sizeArgument('L');
const duration = Number(argument('duration', '5'));
const connections = Number(
  argument('connections', targetOf(size).kind === 'postgres' ? '50' : '10'),
);
const figures: [string, string][] = [
  ['floor', '/api/bench/floor'],
  ['dashboard', '/api/dashboard'],
  ['garage list', '/api/garage'],
  ['rented + due', '/api/rentals/active'],
  ['history p1', '/api/history'],
  ['history search', '/api/history?q=clio'],
  ['fund list', '/api/fund/transactions'],
  ['fund cards', '/api/fund'],
  ['suppliers', '/api/suppliers'],
  ['car care', `/api/cars/${benchCarId(42)}/care`],
  ['car results', `/api/cars/${benchCarId(42)}/results`],
  ['sales cards', '/api/sales/summary'],
  // the Fleet after a write on one car: that car computed again (one connection: measuredAlone)
  ['fleet after write', '/api/bench/fleet-after-write'],
  ['planning board', '/api/rentals/board?limit=50'],
  ['car reminders', `/api/cars/${benchCarId(42)}/reminders`],
  // rent, extend, return with a charge, a fund entry (bench/write-mix.ts) at 10 connections
  ['write mix', ''],
];
// --only 'write mix' (or a few figures' names, comma separated): those figures alone
const only = argument('only')?.split(',');
if (only) figures.splice(0, figures.length, ...figures.filter(([name]) => only.includes(name)));
const outDir = join(benchDir, '.profiles');
rmSync(outDir, { recursive: true, force: true });

const columns = [
  'query building (drizzle)',
  'row mapping (drizzle)',
  'zod and serialising',
  'database driver (PGlite: the database)',
  'socket writes and reads (native)',
  'HTTP and framework',
  'the server code',
  'garbage collection',
  'other',
];
const rows: (string | number)[][] = [];
let postgres = 'PGlite';
for (const [name, path] of figures) {
  const dir = join(outDir, name.replaceAll(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const { child, url } = await startServer();
  const cookie = await signIn(url);
  if (name === 'floor') {
    const info = await fetch(`${url}/api/bench/info`, { headers: { cookie } });
    postgres = ((await info.json()) as { postgres: string }).postgres;
  }
  // the first request of a read measured alone computes the Fleet whole: three warm it
  const warming = measuredAlone.has(name) ? 3 : 200;
  if (path) for (let i = 0; i < warming; i++) await fetch(`${url}${path}`, { headers: { cookie } });
  const control = (step: string) =>
    fetch(`${url}/api/bench/cpu-profile/${step}`, { method: 'POST', headers: { cookie } });
  await control('start');
  const m =
    name === 'write mix'
      ? await writeMix(url, cookie, await rentableCars(url, cookie, 10), 10, duration)
      : await loadGet(url, cookie, name, path, measuredAlone.has(name) ? 1 : connections, duration);
  const profile = await (await control('stop')).text();
  if (name === 'write mix') await returnBenchRentals(url, cookie);
  await stopServer(child);
  writeFileSync(join(dir, 'server.cpuprofile'), profile);
  const { busyMs, shares } = summarise(JSON.parse(profile));
  const pct = (part: string) => `${(((shares.get(part) ?? 0) / 1000 / busyMs) * 100).toFixed(0)}%`;
  rows.push([name, m.rps, m.p95, (busyMs / m.requests).toFixed(2), ...columns.map(pct)]);
  console.log(`${name}: ${m.rps} req/s, ${(busyMs / m.requests).toFixed(2)} CPU ms a request`);
}

const mc = machine(postgres);
const text = `# Where the server's CPU goes (generated by \`bench/profile.ts\`)

Size ${size} on ${targetOf(size).kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString().slice(0, 10)}; ${mc.cores} cores (${mc.cpu}), Node ${mc.node}, ${mc.postgres}.
Each figure: the bench's server started alone, warmed by 200 requests, then V8's CPU profile
(as \`--cpu-prof\` records it, started and stopped through node:inspector) over ${connections}
connections for ${duration} s on that one route. "CPU ms a request" is the server process's busy
time in that window (samples that are neither idle nor "program") over the requests it answered,
so the floor's figure is the fixed cost every request pays (HTTP, the session lookup). The
parts are shares of that busy time: everything under drizzle's \`_prepare\` (building the SQL
text of a query from its parts, at every call) is query building; under \`mapResultRow\` is row
mapping; zod (the answers and the request checks), fast-json-stringify and Fastify's
\`serialize\` are serialising; the rest is split by the file each sample was in. The database
server's own CPU (PostgreSQL is a separate process on the same cores) is not in these figures;
PGlite's is (its WebAssembly engine runs in the server's process), under "database driver".

${formatTable(['figure', 'req/s', 'p95 ms', 'CPU ms a request', ...columns], rows)}
`;
// a few figures are a look, not the committed profile: printed only
if (!only) writeFileSync(join(benchDir, `PROFILE-${size}-${targetOf(size).kind}.md`), text);
console.log(text);

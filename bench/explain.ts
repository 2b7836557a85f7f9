/**
 * `npx tsx bench/explain.ts --size L` (DATABASE_URL for PostgreSQL): runs each list's
 * repository function on the generated data, catches the SQL it sends, and writes every
 * statement with its EXPLAIN (ANALYZE, BUFFERS) into bench/EXPLAIN.md, flagging any
 * sequential scan of a large table. `--json-only` (what `npm run bench` runs after its
 * measurements): only bench/.planning.json, the planning shares the bench report prints.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { garageQuery } from '@car-rental/domain/contract/cars';
import { forSaleQuery } from '@car-rental/domain/contract/sales';
import pg from 'pg';
import { PLAN_CACHE_MODE } from '../apps/server/src/db/statement-names.ts';
import { decodeTimeCursor } from '../apps/server/src/lib/keyset-cursor.ts';
import { findSession } from '../apps/server/src/modules/auth/sessions.repository.ts';
import { countCars } from '../apps/server/src/modules/cars/car-counts.repository.ts';
import { listGarageCars } from '../apps/server/src/modules/cars/garage.repository.ts';
import { readDashboard } from '../apps/server/src/modules/dashboard/dashboard.repository.ts';
import {
  fundCards,
  fundTransactionPage,
} from '../apps/server/src/modules/fund/fund-lists.repository.ts';
import {
  type HistoryWhere,
  historyPage,
} from '../apps/server/src/modules/history/history.repository.ts';
import {
  countDueCars,
  listDueCars,
  listRentableCars,
  listRentedCars,
  rentalFigures,
} from '../apps/server/src/modules/rentals/rentals.repository.ts';
import {
  listCarsForSale,
  listRecentlySold,
  salesSummary,
} from '../apps/server/src/modules/sales/sales.repository.ts';
import {
  listSupplierChoices,
  listSuppliersPage,
} from '../apps/server/src/modules/suppliers/suppliers.repository.ts';
import { historyCursorAt } from './bench-routes.ts';
import {
  type Captured,
  captureStatements,
  recordStatements,
  serverClient,
} from './database-rate.ts';
import type { Planning } from './explain-types.ts';
import { openTarget } from './generate-data.ts';
import { benchDir, flag, sizeArgument, targetOf } from './sizes.ts';

const size = sizeArgument('L');
const target = targetOf(size);
const database = await openTarget(target);
const db = database.db;
// the server's own clients (the pool's prepared-statement client, PGlite's wrapper) record
// what they send during captureStatements
recordStatements(serverClient(db));
const now = new Date();
const deep = await historyCursorAt(db, 10_000);
const history = (w: Partial<HistoryWhere>): HistoryWhere => ({
  type: 'all',
  since: null,
  search: undefined,
  ...w,
});
const monthAgo = new Date(now.getTime() - 30 * 86_400_000);

const lists: [string, () => Promise<unknown>][] = [
  ['session lookup (every request)', () => findSession(db, 'no-such-token', now, 3_600_000)],
  ['dashboard', () => readDashboard(db)],
  ['garage list', () => listGarageCars(db, garageQuery.parse({}))],
  ['garage cards', () => countCars(db)],
  ['rented cars', () => listRentedCars(db, { limit: 21 })],
  [
    'alert count and list',
    async () => {
      const until = new Date(now.getTime() + 86_400_000);
      await countDueCars(db, until);
      await listDueCars(db, until, 100);
    },
  ],
  ['rentable grid', () => listRentableCars(db, { limit: 21 })],
  ['rental cards', () => rentalFigures(db)],
  ['for sale', () => listCarsForSale(db, forSaleQuery.parse({}))],
  ['recently sold', () => listRecentlySold(db)],
  ['sales cards', () => salesSummary(db)],
  [
    'history page 1',
    async () => {
      await historyPage(db, history({}), 20);
    },
  ],
  [
    `history ${deep.depth.toLocaleString('en')} rows deep`,
    () => historyPage(db, history({ after: decodeTimeCursor(deep.cursor ?? undefined) }), 20),
  ],
  [
    'history filtered (rentals, last month)',
    async () => {
      await historyPage(db, history({ type: 'rentals', since: monthAgo }), 20);
    },
  ],
  [
    'history text search (q=clio)',
    async () => {
      await historyPage(db, history({ search: 'clio' }), 20);
    },
  ],
  ['fund cards', () => fundCards(db)],
  ['fund list', () => fundTransactionPage(db, { limit: 20 })],
  ['suppliers', () => listSuppliersPage(db, { archived: false, after: undefined, limit: 20 })],
  ['supplier choices', () => listSupplierChoices(db)],
];

const large = ['cars', 'rentals', 'rental_charges', 'sales', 'fund_transactions', 'car_summary'];

/** a value as an SQL literal for EXECUTE (PREPARE infers each parameter's type from its use) */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return literal(`{${value.map((v) => `"${String(v)}"`).join(',')}}`);
  return `'${String(value).replaceAll("'", "''")}'`;
}

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, string>[] }>;

/**
 * One session for EXPLAIN: PREPARE, EXECUTE and DEALLOCATE must reach the same backend. On
 * PostgreSQL a connection of its own with the server's plan cache mode; PGlite has one.
 */
async function explainSession(): Promise<{ query: Query; end: () => Promise<void> }> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({
      connectionString: target.databaseUrl,
      options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
    });
    await client.connect();
    return { query: (text, values) => client.query(text, values), end: () => client.end() };
  }
  const client = (db as unknown as { $client: { query: Query } }).$client;
  return { query: (text, values) => client.query(text, values), end: async () => {} };
}
const session = await explainSession();

const lines = (result: { rows: Record<string, string>[] }) =>
  result.rows.map((row) => Object.values(row)[0]).join('\n');
const timeOf = (plan: string, what: 'Planning' | 'Execution') =>
  Number(new RegExp(`${what} Time: ([\\d.]+)`).exec(plan)?.[1] ?? 0);

interface Explained {
  /** as the statement was sent before plan once: planned for its values at every call */
  custom: string;
  /** as it is sent now: a prepared statement's generic plan, planned once and reused */
  generic: string;
}

async function explain(statement: Captured): Promise<Explained> {
  const custom = lines(
    await session.query(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
      statement.values,
    ),
  );
  await session.query(`PREPARE bench_generic AS ${statement.text}`);
  try {
    const args = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
    const run = `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE bench_generic${args}`;
    await session.query(run); // plans the generic plan once
    return { custom, generic: lines(await session.query(run)) };
  } finally {
    await session.query('DEALLOCATE bench_generic');
  }
}

const share = (planning: number, execution: number) =>
  planning + execution > 0 ? Number((planning / (planning + execution)).toFixed(3)) : 0;
const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

const sections: string[] = [];
const summary: string[] = [];
const planning: Planning[] = [];
for (const [name, run] of lists) {
  await run(); // warm the cache
  const statements = await captureStatements(run);
  const plans: string[] = [];
  let seq: string[] = [];
  const before = { planningMs: 0, executionMs: 0 };
  const after = { planningMs: 0, executionMs: 0 };
  for (const statement of statements) {
    const { custom, generic } = await explain(statement);
    const scans = [...generic.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
    seq = seq.concat(scans.filter((table) => large.includes(table)));
    before.planningMs += timeOf(custom, 'Planning');
    before.executionMs += timeOf(custom, 'Execution');
    after.planningMs += timeOf(generic, 'Planning');
    after.executionMs += timeOf(generic, 'Execution');
    plans.push(
      `\`\`\`sql\n${statement.text.trim()}\n\`\`\`\n\nGeneric plan (prepared, second execution):\n\n\`\`\`\n${generic}\n\`\`\``,
    );
  }
  const entry: Planning = {
    name,
    statements: statements.length,
    before: { ...before, share: share(before.planningMs, before.executionMs) },
    after: { ...after, share: share(after.planningMs, after.executionMs) },
    seqScans: [...new Set(seq)],
  };
  planning.push(entry);
  summary.push(
    `| ${name} | ${statements.length} | ${before.planningMs.toFixed(2)} | ${before.executionMs.toFixed(2)} | ${pct(entry.before.share)} | ${after.planningMs.toFixed(3)} | ${after.executionMs.toFixed(2)} | ${pct(entry.after.share)} | ${seq.length ? `**${entry.seqScans.join(', ')}**` : 'none'} |`,
  );
  sections.push(`## ${name}\n\n${plans.join('\n\n')}`);
  console.log(
    `${name}: ${statements.length} statements, planning ${pct(entry.before.share)} -> ${pct(entry.after.share)}, execution ${after.executionMs.toFixed(2)} ms, seq scans: ${seq.join(', ') || 'none'}`,
  );
}
await session.end();

const text = `# EXPLAIN of every list (generated by \`bench/explain.ts\`)

Size ${size} on ${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${now.toISOString().slice(0, 10)}.
Each list's repository function ran once to warm the cache, then again with every statement
it sent captured. Each statement is explained twice with \`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)\`:
*before*, sent with its values as an unnamed statement, which PostgreSQL plans for those values
at every call (what the server did before plan once, and what \`plan_cache_mode = auto\` kept
doing for the car-view join); *after*, as the server sends it now, a prepared statement with
\`plan_cache_mode = ${PLAN_CACHE_MODE}\`, executed once to plan it and again to measure (the
plan shown). Planning share = planning / (planning + execution), summed over the list's
statements. "Seq scans" lists any sequential scan of a table that grows with the business
(${large.join(', ')}) in the generic plans; the small tables (brands, models, suppliers,
summary_totals) may be scanned.

| list | statements | before: planning ms | execution ms | planning share | after: planning ms | execution ms | planning share | seq scans of large tables |
|---|---|---|---|---|---|---|---|---|
${summary.join('\n')}

${sections.join('\n\n')}
`;
if (!flag('json-only')) {
  writeFileSync(join(benchDir, 'EXPLAIN.md'), text);
  // the file is committed: formatted as the linter wants it
  execFileSync('npx', ['biome', 'format', '--write', join(benchDir, 'EXPLAIN.md')], {
    stdio: 'ignore',
  });
  console.log(`wrote ${join(benchDir, 'EXPLAIN.md')}`);
}
writeFileSync(join(benchDir, '.planning.json'), JSON.stringify(planning));
await database.close();

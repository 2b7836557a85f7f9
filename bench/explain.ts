/**
 * `npx tsx bench/explain.ts --size L` (DATABASE_URL for PostgreSQL): runs each list's
 * repository function on the generated data, catches the SQL it sends, and writes every
 * statement with its EXPLAIN (ANALYZE, BUFFERS) into bench/EXPLAIN.md, flagging any
 * sequential scan of a large table.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { garageQuery } from '@car-rental/domain/contract/cars';
import { forSaleQuery } from '@car-rental/domain/contract/sales';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { decodeTimeCursor } from '../apps/server/src/lib/keyset-cursor.ts';
import { findSession } from '../apps/server/src/modules/auth/sessions.repository.ts';
import { countCars } from '../apps/server/src/modules/cars/car-counts.repository.ts';
import { listGarageCars } from '../apps/server/src/modules/cars/garage.repository.ts';
import { readDashboard } from '../apps/server/src/modules/dashboard/dashboard.repository.ts';
import {
  fundSummary,
  listFundTransactions,
} from '../apps/server/src/modules/fund/fund.repository.ts';
import {
  type HistoryWhere,
  historySummary,
  listHistory,
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
import { openTarget } from './generate-data.ts';
import { benchDir, sizeArgument, targetOf } from './sizes.ts';

type Captured = { text: string; values: unknown[] };
let capture: Captured[] | undefined;

/** every statement a driver sends while `capture` is set is recorded */
function patch<T extends { query: (...args: any[]) => any }>(proto: T): void {
  const original = proto.query;
  proto.query = function (this: unknown, ...args: any[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : first?.text;
    const values = (typeof first === 'string' ? second : (first?.values ?? second)) ?? [];
    if (capture && typeof text === 'string' && !text.startsWith('EXPLAIN')) {
      capture.push({ text, values: Array.isArray(values) ? values : [] });
    }
    return original.apply(this, args);
  } as T['query'];
}
patch(pg.Client.prototype);
patch(PGlite.prototype);

const size = sizeArgument('L');
const target = targetOf(size);
const database = await openTarget(target);
const db = database.db;
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
      await listHistory(db, history({}), 20);
      await historySummary(db, history({}));
    },
  ],
  [
    `history ${deep.depth.toLocaleString('en')} rows deep`,
    () => listHistory(db, history({ after: decodeTimeCursor(deep.cursor ?? undefined) }), 20),
  ],
  [
    'history filtered (rentals, last month)',
    async () => {
      await listHistory(db, history({ type: 'rentals', since: monthAgo }), 20);
      await historySummary(db, history({ type: 'rentals', since: monthAgo }));
    },
  ],
  [
    'history text search (q=clio)',
    async () => {
      await listHistory(db, history({ search: 'clio' }), 20);
      await historySummary(db, history({ search: 'clio' }));
    },
  ],
  ['fund cards', () => fundSummary(db)],
  ['fund list', () => listFundTransactions(db, { limit: 20 })],
  ['suppliers', () => listSuppliersPage(db, { archived: false, after: undefined, limit: 20 })],
  ['supplier choices', () => listSupplierChoices(db)],
];

const large = ['cars', 'rentals', 'rental_charges', 'sales', 'fund_transactions', 'car_summary'];

async function explain(statement: Captured): Promise<string> {
  const client = (
    db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<unknown> } }
  ).$client;
  const result = (await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
    statement.values,
  )) as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const sections: string[] = [];
const summary: string[] = [];
for (const [name, run] of lists) {
  await run(); // warm the cache
  capture = [];
  await run();
  const statements = capture;
  capture = undefined;
  const plans: string[] = [];
  let seq: string[] = [];
  let ms = 0;
  for (const statement of statements) {
    const plan = await explain(statement);
    const scans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!);
    seq = seq.concat(scans.filter((table) => large.includes(table)));
    ms += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    plans.push(`\`\`\`sql\n${statement.text.trim()}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\``);
  }
  summary.push(
    `| ${name} | ${statements.length} | ${ms.toFixed(2)} | ${seq.length ? `**${[...new Set(seq)].join(', ')}**` : 'none'} |`,
  );
  sections.push(`## ${name}\n\n${plans.join('\n\n')}`);
  console.log(
    `${name}: ${statements.length} statements, ${ms.toFixed(2)} ms, seq scans: ${seq.join(', ') || 'none'}`,
  );
}

const text = `# EXPLAIN of every list (generated by \`bench/explain.ts\`)

Size ${size} on ${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${now.toISOString().slice(0, 10)}.
Each list's repository function ran once to warm the cache, then again with every statement
it sent captured and run with \`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)\`. "Seq scans" lists any
sequential scan of a table that grows with the business (${large.join(', ')}); the small
tables (brands, models, suppliers, summary_totals) may be scanned.

| list | statements | execution ms (sum) | seq scans of large tables |
|---|---|---|---|
${summary.join('\n')}

${sections.join('\n\n')}
`;
writeFileSync(join(benchDir, 'EXPLAIN.md'), text);
// the file is committed: formatted as the linter wants it
execFileSync('npx', ['biome', 'format', '--write', join(benchDir, 'EXPLAIN.md')], {
  stdio: 'ignore',
});
console.log(`wrote ${join(benchDir, 'EXPLAIN.md')}`);
await database.close();

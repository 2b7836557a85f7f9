import type {
  HistoryFilters,
  HistoryPage,
  HistorySummary,
} from '@car-rental/domain/contract/history';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, type Statement, statement } from '../../db/statement.ts';
import { type PageRow, pageColumns, pageText } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { type Cursor, TIME_KEY_FORMAT } from '../../lib/keyset-cursor.ts';
import { isoTime } from '../cars/car-json.ts';

/** the filters as SQL inputs: where the period starts, the ILIKE pattern, the page key */
export interface HistoryWhere {
  type: HistoryFilters['type'];
  since: Date | null;
  search: string | undefined;
  after?: Cursor | undefined;
}

/** q as a case-insensitive substring pattern, with %, _ and \ matched literally */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const CONTRACT_NUMBER = /^ctr-\d{4}-\d{6}$/i;

/**
 * Issue 30 §1-§2: the history's statements are SQL text built once per shape of the filters
 * (a type, whether there is a period, a search, a whole contract number, a cursor, and the
 * page size), their values parameters. The database writes each answer's JSON.
 */
interface Shape {
  type: HistoryFilters['type'];
  since: boolean;
  search: boolean;
  contract: boolean;
  after: boolean;
}

function shapeOf(w: HistoryWhere): Shape {
  return {
    type: w.type,
    since: w.since !== null,
    search: w.search !== undefined,
    contract: w.search !== undefined && CONTRACT_NUMBER.test(w.search.trim()),
    after: w.after !== undefined,
  };
}

const shapeKey = (s: Shape) =>
  `${s.type}:${+s.since}${+s.search}${+s.contract}${+s.after}` as const;

function shapeOfKey(key: string): Shape {
  const [type, flags = ''] = key.split(':') as [HistoryFilters['type'], string];
  const [since, search, contract, after] = [...flags].map((flag) => flag === '1');
  return { type, since: !!since, search: !!search, contract: !!contract, after: !!after };
}

type Value = 'since' | 'pattern' | 'contract' | 'boundary' | 'day' | 'afterKey' | 'afterId';

/** a statement's parameters, numbered in the order the text first uses them */
class Params {
  readonly names: Value[] = [];
  ref(name: Value, type: string): string {
    if (!this.names.includes(name)) this.names.push(name);
    return `$${this.names.indexOf(name) + 1}::${type}`;
  }
}

/** a statement and the values its parameters take, by name */
interface Built<Row> {
  statement: Statement<Row>;
  names: Value[];
}

/** the values of the filters, for the parameters a statement names */
function valuesOf(w: HistoryWhere, names: readonly Value[]): unknown[] {
  const boundary = w.since && nextUtcMidnight(w.since);
  const all: Record<Value, unknown> = {
    since: w.since?.toISOString(),
    pattern: w.search && likePattern(w.search).toLowerCase(),
    contract: w.search?.trim().toUpperCase(),
    boundary: boundary?.toISOString(),
    day: boundary?.toISOString().slice(0, 10),
    afterKey: w.after?.key,
    afterId: w.after?.id,
  };
  return names.map((name) => all[name]);
}

const timeKey = (column: string) => `to_char(${column} at time zone 'UTC', '${TIME_KEY_FORMAT}')`;

/**
 * The search as the statement's first step (plan once: the page and its count are one
 * statement, one round trip): the cars whose brand, model, plate or color contains q, found
 * by the trigram indexes on lower(...), whatever the size of the history.
 */
function matchedCars(s: Shape, p: Params): string {
  const like = p.ref('pattern', 'text');
  // issue 15: a whole contract number finds its rental's car (by the unique index)
  const contract = s.contract
    ? `union select r.car_id from rentals r where r.contract_number = ${p.ref('contract', 'text')}`
    : '';
  return `matched as (
    select c.id from cars c where lower(c.plate) like ${like} or lower(c.color) like ${like}
    union select c.id from cars c join brands b on b.id = c.brand_id where lower(b.name) like ${like}
    union select c.id from cars c join models m on m.id = c.model_id where lower(m.name) like ${like}
    ${contract})`;
}

/** `with` the search's cars (when there is a search) and the statement's other parts */
function withParts(s: Shape, p: Params, parts: string[]): string {
  const all = s.search ? [matchedCars(s, p), ...parts] : parts;
  return `with ${all.join(', ')}`;
}

function conditions(s: Shape, p: Params, date: string, id: string, carId = 'x.car_id'): string {
  const parts: string[] = [];
  if (s.since) parts.push(`${date} >= ${p.ref('since', 'timestamptz')}`);
  // `is true` keeps the test a hashed lookup beside the index walk in page order: as a plain
  // `in`, the planner joins the matched cars back row by row (210 ms against 0.7 ms at L)
  if (s.search) parts.push(`(${carId} in (select id from matched)) is true`);
  if (s.after) {
    const key = `(${p.ref('afterKey', 'timestamptz')}, ${p.ref('afterId', 'uuid')})`;
    parts.push(`(${date}, ${id}) < ${key}`);
  }
  return parts.length ? `and ${parts.join(' and ')}` : '';
}

const carJoins = `join cars c on c.id = x.car_id
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id`;

/** the fields of a row both kinds share (rowBase of the contract) */
const vehicleJson = `'id', x.id, 'carId', x.car_id, 'brandName', b.name, 'brandLogo', b.logo,
  'modelName', m.name, 'plate', c.plate, 'year', c.year, 'color', c.color`;

const chargesLateral = `left join lateral (
    select sum(rc.amount) as total,
      json_agg(json_build_object('type', rc.type, 'description', rc.description, 'amount', rc.amount)
        order by rc.type, rc.description, rc.id) as items
    from rental_charges rc where rc.rental_id = x.id
  ) ch on true`;

/**
 * SQL of the domain's record figures (record-figures.ts), held equal to them by
 * history.routes.test.ts: a rental's final total is its amount plus its charges
 * (rentalFinalTotal); a sale's listed price shows only when it differs (shownListedPrice).
 */
export const recordFiguresSql = {
  finalTotal: (amount: string, charges: string) => `${amount} + ${charges}`,
  shownListedPrice: (finalPrice: string, listedPrice: string) =>
    `nullif(${listedPrice}, ${finalPrice})`,
};

/** issue 31: the methods of a record's money in (deposits aside), by the fund's partial indexes */
const paidBy = (link: 'rental_id' | 'sale_id') =>
  `'paymentMethods', (select coalesce(json_agg(distinct f.method), '[]'::json)
    from fund_transactions f where f.${link} = x.id and f.type = 'add_money'
      and f.category <> 'deposit')`;

const rentalJson = `json_build_object('kind', 'rental', ${vehicleJson}, ${paidBy('rental_id')},
  'date', ${isoTime('x.returned_at')}, 'amount', coalesce(x.total_amount, 0),
  'customerName', x.customer_name, 'cancelledAt', ${isoTime('x.cancelled_at')},
  'noShow', x.state = 'no_show', 'totalDays', x.total_days,
  'distanceKm', x.end_mileage - x.start_mileage, 'chargesTotal', coalesce(ch.total, 0),
  'charges', coalesce(ch.items, '[]'::json),
  'finalTotal', ${recordFiguresSql.finalTotal('coalesce(x.total_amount, 0)', 'coalesce(ch.total, 0)')})`;

const saleJson = `json_build_object('kind', 'sale', ${vehicleJson}, ${paidBy('sale_id')},
  'date', ${isoTime('x.sold_at')}, 'amount', x.final_price, 'customerName', x.customer_name,
  'listedPrice', ${recordFiguresSql.shownListedPrice('x.final_price', 'x.listed_price')})`;

/**
 * Each kind first takes the ids of its page from an index that also holds car_id
 * (rentals_history_idx, sales_history_idx): filtered by car and paged by keyset without
 * reading a row it does not show. The two are merged and cut to the page (`history_ids`);
 * only then are the page's rows read with their car and charges, as the contract's JSON
 * (`item`), the cursor's key (microseconds) and the sort columns.
 */
function rentalIds(s: Shape, p: Params, limit: number): string {
  return `select 'rental' as kind, p.id, p.returned_at as date from rentals p
    where p.returned_at is not null ${conditions(s, p, 'p.returned_at', 'p.id', 'p.car_id')}
    order by p.returned_at desc, p.id desc limit ${limit}`;
}

function saleIds(s: Shape, p: Params, limit: number): string {
  return `select 'sale' as kind, p.id, p.sold_at as date from sales p
    where true ${conditions(s, p, 'p.sold_at', 'p.id', 'p.car_id')}
    order by p.sold_at desc, p.id desc limit ${limit}`;
}

const rentalRows = `select ${rentalJson} as item, to_json(${timeKey('x.returned_at')}) as key,
    x.id, x.returned_at as date
  from history_ids h join rentals x on x.id = h.id ${carJoins} ${chargesLateral}
  where h.kind = 'rental'`;

const saleRows = `select ${saleJson} as item, to_json(${timeKey('x.sold_at')}) as key, x.id,
    x.sold_at as date
  from history_ids h join sales x on x.id = h.id ${carJoins}
  where h.kind = 'sale'`;

/** counted from the rows (by index): the first partial day of a period, or a period and a search */
function countedRows(s: Shape, p: Params, until: boolean): string {
  const before = (column: string) =>
    until ? `and ${column} < ${p.ref('boundary', 'timestamptz')}` : '';
  const rentalsWhere = `x.returned_at is not null
    ${conditions(s, p, 'x.returned_at', 'x.id')} ${before('x.returned_at')}`;
  const salesWhere = `true ${conditions(s, p, 'x.sold_at', 'x.id')} ${before('x.sold_at')}`;
  return `select r.rentals as total_rentals, r.rental_revenue as total_rental_revenue,
      s.sales as total_sales, s.sales_revenue as total_sales_revenue
    from (select count(*) as rentals,
        coalesce(sum(coalesce(x.total_amount, 0) + x.charges_total), 0) as rental_revenue
        from rentals x where ${rentalsWhere}) r,
      (select count(*) as sales, coalesce(sum(x.final_price), 0) as sales_revenue
        from sales x where ${salesWhere}) s`;
}

const summedTotals = `coalesce(sum(history_rentals), 0) as total_rentals,
  coalesce(sum(history_rental_revenue), 0) as total_rental_revenue,
  coalesce(sum(sales), 0) as total_sales, coalesce(sum(sales_revenue), 0) as total_sales_revenue`;

/** the first UTC midnight at or after `since` */
function nextUtcMidnight(since: Date): Date {
  const midnight = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(midnight === since.getTime() ? midnight : midnight + 86_400_000);
}

/**
 * Finished rentals and sales matching the filters, counted and summed, as one row of
 * total_* columns: a rental's revenue is its final total, the charges at return included
 * (bookingRevenue of a closed booking, issue 28 §10). The summaries kept by the triggers of migration 0004 answer without
 * reading the history: summary_totals for no filter, car_summary for a search (by matching
 * car), history_days for a period (whole UTC days, plus the rows of the first partial day by
 * index). A period with a search counts the matching cars' rows by index.
 */
function totalsQuery(shape: Shape, p: Params): string {
  // every matching record, on every page: a page's cursor is no filter of the count
  const s = { ...shape, after: false };
  if (s.search && !s.since) {
    // one primary-key lookup per matching car
    return `select ${summedTotals} from car_summary where car_id in (select id from matched)`;
  }
  if (s.search) return countedRows(s, p, false);
  if (!s.since) return `select ${summedTotals} from summary_totals`;
  return `select e.total_rentals + d.rentals as total_rentals,
      e.total_rental_revenue + d.rental_revenue as total_rental_revenue,
      e.total_sales + d.sales as total_sales, e.total_sales_revenue + d.sales_revenue as total_sales_revenue
    from (${countedRows(s, p, true)}) e,
      (select coalesce(sum(rentals), 0) as rentals, coalesce(sum(rental_revenue), 0) as rental_revenue,
        coalesce(sum(sales), 0) as sales, coalesce(sum(sales_revenue), 0) as sales_revenue
        from history_days where day >= ${p.ref('day', 'date')}) d`;
}

/** the totals as the cards show them (columns of `t`): a type filter leaves the other kind out */
function summaryFigures(type: Shape['type']) {
  const rentals = type === 'sales' ? null : 't';
  const sales = type === 'rentals' ? null : 't';
  const figure = (table: string | null, column: string) => (table ? `${table}.${column}` : '0');
  return {
    totalRentals: figure(rentals, 'total_rentals'),
    totalSales: figure(sales, 'total_sales'),
    rentalRevenue: figure(rentals, 'total_rental_revenue'),
    salesRevenue: figure(sales, 'total_sales_revenue'),
  };
}

const summaryStatement = variants((key: string): Built<{ json: string }> => {
  const s = shapeOfKey(key);
  const p = new Params();
  const f = summaryFigures(s.type);
  const text = `${withParts(s, p, [`totals as (${totalsQuery(s, p)})`])}
    select json_build_object('totalRentals', ${f.totalRentals}, 'totalSales', ${f.totalSales},
      'rentalRevenue', ${f.rentalRevenue}, 'salesRevenue', ${f.salesRevenue},
      'totalRevenue', ${f.rentalRevenue} + ${f.salesRevenue})::text as json
    from totals t`;
  return { statement: statement(text), names: p.names };
});

/** the history cards and the record count, under the same filters: one statement */
export async function historySummary(
  db: DbOrTx,
  w: HistoryWhere,
): Promise<JsonText<HistorySummary>> {
  const { statement: summary, names } = summaryStatement(shapeKey(shapeOf(w)));
  const [row] = await run(db, summary, valuesOf(w, names));
  if (!row) throw new Error('the history summary answered no row');
  return new JsonText(row.json);
}

const pageOfHistory = variants((key: string): Built<PageRow & { total: string }> => {
  const [shape = '', size] = key.split('/');
  const s = shapeOfKey(shape);
  const limit = Number(size);
  const p = new Params();
  const ids: string[] = [];
  const rows: string[] = [];
  if (s.type !== 'sales') {
    ids.push(`(${rentalIds(s, p, limit + 1)})`);
    rows.push(rentalRows);
  }
  if (s.type !== 'rentals') {
    ids.push(`(${saleIds(s, p, limit + 1)})`);
    rows.push(saleRows);
  }
  const pageIds = `history_ids as (select * from (${ids.join(' union all ')}) h
    order by h.date desc, h.id desc limit ${limit + 1})`;
  const page = `history_page as (${rows.join(' union all ')})`;
  const f = summaryFigures(s.type);
  const parts = [`totals as (${totalsQuery(s, p)})`, pageIds, page];
  const text = `${withParts(s, p, parts)}
    select ${pageColumns('p.date desc, p.id desc', limit)},
      (select (${f.totalRentals} + ${f.totalSales})::text from totals t) as total
    from history_page p`;
  return { statement: statement(text), names: p.names };
});

/**
 * One page of the history, newest first (a keyset on (date desc, id desc) over both kinds),
 * and the count of the records under the same filters: one statement, one round trip. Each
 * kind takes its own first limit + 1 ids by index, the two are merged and cut to the page,
 * and only the page's rows are read and written as JSON.
 */
export async function historyPage(
  db: DbOrTx,
  w: HistoryWhere,
  limit: number,
): Promise<JsonText<HistoryPage>> {
  const { statement: page, names } = pageOfHistory(`${shapeKey(shapeOf(w))}/${limit}`);
  const [row] = await run(db, page, valuesOf(w, names));
  if (!row) throw new Error('a history page statement answered no row');
  return new JsonText(pageText(row, `,"total":${row.total}`));
}

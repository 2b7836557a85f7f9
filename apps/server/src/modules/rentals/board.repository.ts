import type { Board } from '@car-rental/domain/contract/board';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { carBlocks } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { type PageRow, pageColumns, pageText } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import type { Cursor } from '../../lib/keyset-cursor.ts';
import { carIsSql, isoTime } from '../cars/car-json.ts';
import {
  afterMs,
  listFilters,
  listParams,
  listVariant,
  msKey,
  openBookingSql,
  rentableSql,
  variantOf,
} from './rental-json.ts';

export type BlockRow = typeof carBlocks.$inferSelect;

const range = (start: SQL | typeof carBlocks.startAt, end: SQL | typeof carBlocks.endAt) =>
  sql`tstzrange(${start}, ${end}, '[)')`;
const windowOf = (from: Date, to: Date) =>
  range(sql`${from.toISOString()}::timestamptz`, sql`${to.toISOString()}::timestamptz`);

export interface BoardPageOptions {
  brandId?: string | undefined;
  status: 'all' | 'available' | 'rented';
  cursor?: Cursor | undefined;
  limit: number;
}

/** the board's joins: a car, its names, its rental out and its sale */
const boardJoins = `cars c
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id
  left join rentals r on r.car_id = c.id and r.state = 'out'
  left join sales sa on sa.car_id = c.id`;

/** the window [$2, $3) of the board */
const boardWindow = `tstzrange($2::timestamptz, $3::timestamptz, '[)')`;

/**
 * A car's bars over the window: open bookings by the GiST index of rentals_no_overlap,
 * returned ones by (car, return time), blocks by car_blocks_no_overlap, the booking page's live
 * requests (before their hold_until, $1 now) by booking_requests_live_idx; by start. A rental
 * still out past its due time ($1, now) runs until now on the board. Each bar is a row whose
 * columns are the contract's names: json_agg of rows formats them with the column types
 * looked up once, where json_build_object looks them up at every bar (half the statement's
 * time at 1,000 bars a page)
 */
const barsJson = `(select coalesce(json_agg(y order by y.start collate "C", y.id), '[]'::json) from (
  select x.id, x.kind, x.state, ${isoTime('x.start_at')} as start,
    ${isoTime(`case when x.state = 'out' and x.end_at < $1::timestamptz then $1::timestamptz else x.end_at end`)} as "end",
    x.label
  from (
    select br.id, 'booking' as kind, br.state, br.start_at, br.end_at, br.customer_name as label
      from rentals br
      where br.car_id = c.id and ${openBookingSql('br.state')}
        and tstzrange(br.start_at, br.end_at, '[)') && ${boardWindow}
    union all
    select br.id, 'booking', br.state, br.start_at, br.returned_at, br.customer_name
      from rentals br
      where br.car_id = c.id and br.state = 'returned'
        and br.returned_at > $2::timestamptz and br.start_at < $3::timestamptz
    union all
    select cb.id, 'block', cb.kind, cb.start_at, cb.end_at, coalesce(cb.note, '')
      from car_blocks cb
      where cb.car_id = c.id and tstzrange(cb.start_at, cb.end_at, '[)') && ${boardWindow}
    union all
    select q.id, 'request', 'requested', q.start_at, q.end_at, q.name
      from booking_requests q
      where q.car_id = c.id and q.state = 'requested' and q.hold_until > $1::timestamptz
        and tstzrange(q.start_at, q.end_at, '[)') && ${boardWindow}
  ) x) y)`;

const boardStatus: Record<BoardPageOptions['status'], string> = {
  all: '',
  available: `and ${rentableSql}`,
  rented: `and ${carIsSql.rented}`,
};

/**
 * The board's page per variant (status, brand, first or later page, page size): the fleet in
 * the garage (live, In Garage, not sold), oldest first, by the index the garage grids page
 * with, so 10,000 cars cost what one page shows; each car with its bars. $1 now, $2 and $3
 * the window, then the brand and the cursor.
 */
const boardPage = variants((key: string) => {
  const [status, list] = [key.slice(0, key.indexOf('/')), key.slice(key.indexOf('/') + 1)];
  const variant = variantOf(list);
  const item = `json_build_object('carId', c.id, 'brandName', b.name, 'modelName', m.name,
    'plate', c.plate, 'dailyRate', c.daily_rate, 'rentable', ${rentableSql},
    'rented', ${carIsSql.rented}, 'bars', ${barsJson})`;
  const rows = `select ${item} as item, to_json(${isoTime('c.created_at')}) as key, c.id,
      ${msKey('c.created_at')} as k
    from ${boardJoins}
    where ${carIsSql.live} and c.in_garage and ${carIsSql.notSold}
      ${boardStatus[status as BoardPageOptions['status']]}
      ${listFilters(variant, 3, 'c.brand_id', afterMs('c.created_at', 'c.id'))}
    order by ${msKey('c.created_at')}, c.id
    limit ${variant.limit + 1}`;
  return statement<PageRow>(`select ${pageColumns('p.k, p.id', variant.limit)} from (${rows}) p`);
});

/** the board's page of cars with their bars over [from, to), and the window shown */
export async function readBoard(
  db: DbOrTx,
  options: BoardPageOptions & { now: Date; from: Date; to: Date; days: number },
): Promise<JsonText<Board>> {
  const variant = `${options.status}/${listVariant(options)}`;
  const window = [options.now, options.from, options.to].map((time) => time.toISOString());
  const [row] = await run(db, boardPage(variant), listParams(options, window));
  if (!row) throw new Error('the board statement answered no row');
  const shown = `,"from":"${options.from.toISOString()}","to":"${options.to.toISOString()}","days":${options.days}`;
  return new JsonText(pageText(row, shown));
}

/** the first block of the car over [start, end), or undefined */
export async function findBlockOverlap(
  tx: DbOrTx,
  carId: string,
  start: Date,
  end: Date,
): Promise<BlockRow | undefined> {
  const [row] = await tx
    .select()
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, carId),
        sql`${range(carBlocks.startAt, carBlocks.endAt)} && ${windowOf(start, end)}`,
      ),
    )
    .orderBy(asc(carBlocks.startAt))
    .limit(1);
  return row;
}

export async function insertBlock(tx: Tx, values: typeof carBlocks.$inferInsert) {
  const [row] = await tx.insert(carBlocks).values(values).returning();
  return row!;
}

export async function findBlock(tx: DbOrTx, carId: string, blockId: string) {
  const [row] = await tx
    .select()
    .from(carBlocks)
    .where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId)))
    .limit(1);
  return row;
}

export async function deleteBlock(tx: Tx, blockId: string) {
  await tx.delete(carBlocks).where(inArray(carBlocks.id, [blockId]));
}

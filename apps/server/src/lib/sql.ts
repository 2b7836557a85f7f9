import { exactInteger } from '@car-rental/domain/money';
import { OPEN_STATES } from '@car-rental/domain/rentals/reservations';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL pieces every module's repositories share. The summary rows are sharded (one row per
 * backend, migration 0004), so every figure read from them is a sum over the shards.
 */

/**
 * the sum of a column over its rows, 0 when there are none: a sum() of bigint is numeric,
 * read as text and converted exactly (exactInteger throws rather than round past 2^53)
 */
export const summed = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(exactInteger);

/**
 * Plan once (docs/decisions/0003-plan-once.md): a filter on a value is one parameter; a
 * constant predicate (`in_garage`, `is_for_sale`, `not is_paid`) is SQL text, never a
 * parameter, so that the generic plan still matches the partial indexes on it. An optional
 * filter is a second statement, not `($1 is null or ...)`: the generic plan costs that OR as
 * rare and sorts the whole garage instead of walking the index in page order (51 ms against
 * 0.5 ms at L). Bounds from a fixed choice (the sale price ranges) are SQL text too: a generic
 * plan costs `between $1 and $2` at half a percent of the rows and sorts them all (13 ms).
 */
export function rangeOf(column: AnyPgColumn, min: number | null, max: number | null): SQL {
  const bounds = [min === null ? undefined : sql`${column} >= ${wholeNumberText(min)}`];
  bounds.push(max === null ? undefined : sql`${column} <= ${wholeNumberText(max)}`);
  const set = bounds.filter((bound) => bound !== undefined);
  return set.length ? sql.join(set, sql` and `) : sql`true`;
}

/**
 * A page size as SQL text, not a parameter (docs/decisions/0003-plan-once.md). A generic plan
 * costs `limit $n` as a tenth of the rows, and for a page of 21 history rows that plan hashes
 * a million rentals (1,141 ms at L, against 0.8 ms). The sizes the screens ask for are a
 * handful, each one statement.
 */
export function wholeNumberText(rows: number): SQL {
  return sql.raw(wholeNumber(rows));
}

/** the same, for a statement written as text (db/statement.ts) */
export function wholeNumber(rows: number): string {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a whole number: ${rows}`);
  return String(rows);
}

/** the domain's OPEN_STATES as SQL text: `'reserved', 'out'` (constants, never parameters) */
const openStatesText = sql.raw(OPEN_STATES.map((state) => `'${state}'`).join(', '));

/**
 * An open booking (reserved or out: isOpenState of the domain) as a predicate on a state
 * column, or on `r.state` of a hand-written query. SQL text, not parameters (plan once).
 */
export const isOpenBooking = (state: AnyPgColumn | SQL): SQL =>
  sql`${state} in (${openStatesText})`;

/** wholeNumberText for Drizzle's `.limit()`, which takes SQL as well as a number */
export const pageLimit = (rows: number): number => wholeNumberText(rows) as unknown as number;

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL pieces every module's repositories share. The summary rows are sharded (one row per
 * backend, migration 0004), so every figure read from them is a sum over the shards.
 */

/** the sum of a column over its rows, 0 when there are none, as a JavaScript number */
export const summed = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

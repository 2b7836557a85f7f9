import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/create-db.ts';
import { summaryTotals } from '../../db/schema.ts';

export interface CarCounts {
  inGarage: number;
  inGarageNotRented: number;
  available: number;
  rented: number;
  forSale: number;
  paidInGarage: number;
  unpaidInGarage: number;
  sold: number;
}

/** a sum over the shards of summary_totals (0 when it has no row yet) */
export const summed = (column: AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Every car figure the garage cards and the dashboard show, over the live cars (soft-deleted
 * cars count nowhere) with the states of carIs. The triggers of migration 0004 keep these
 * counts in summary_totals in the transaction of every write to cars, rentals and sales, so
 * reading them costs the same at 100 cars as at 100,000.
 */
export async function countCars(db: DbOrTx): Promise<CarCounts> {
  const [row] = await db
    .select({
      inGarage: summed(summaryTotals.inGarage),
      inGarageNotRented: summed(summaryTotals.inGarageNotRented),
      available: summed(summaryTotals.available),
      rented: summed(summaryTotals.rented),
      forSale: summed(summaryTotals.forSale),
      paidInGarage: summed(summaryTotals.paidInGarage),
      unpaidInGarage: summed(summaryTotals.unpaidInGarage),
      sold: summed(summaryTotals.sold),
    })
    .from(summaryTotals);
  return row!;
}

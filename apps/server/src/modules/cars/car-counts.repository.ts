import type { DbOrTx } from '../../db/create-db.ts';
import { summaryTotals } from '../../db/schema.ts';
import { summed } from '../../lib/sql.ts';

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

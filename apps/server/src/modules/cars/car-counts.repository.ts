import type { GarageSummary } from '@car-rental/domain/contract/cars';
import type { DbOrTx } from '../../db/create-db.ts';
import { summaryTotals } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { JsonText } from '../../lib/json-text.ts';
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

/** the Garage's cards, written as JSON by the database from the same counts */
const garageCards = statement<{ body: string }>(`select json_build_object(
  'totalCars', coalesce(sum(in_garage), 0)::bigint,
  'available', coalesce(sum(available), 0)::bigint,
  'currentlyRented', coalesce(sum(rented), 0)::bigint,
  'forSale', coalesce(sum(for_sale), 0)::bigint,
  'paid', coalesce(sum(paid_in_garage), 0)::bigint,
  'unpaid', coalesce(sum(unpaid_in_garage), 0)::bigint
)::text as body
from summary_totals`);

export async function readGarageCards(db: DbOrTx): Promise<JsonText<GarageSummary>> {
  const [row] = await run(db, garageCards, []);
  if (!row) throw new Error('a sum answered no row');
  return new JsonText(row.body);
}

import type { DashboardView } from '@car-rental/domain/contract/dashboard';
import { RECENT_CARS, SOLD_CARS_SHOWN } from '@car-rental/domain/contract/dashboard';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import { JsonText } from '../../lib/json-text.ts';
import { wholeNumber } from '../../lib/sql.ts';
import { carIsSql, carJson, carViewJoins } from '../cars/car-json.ts';

/** cars as CarView JSON, in `order`, at most `limit`: a JSON array ('[]' when none) */
const carList = (where: string, order: string, limit: number) => `(select
    coalesce(json_agg(p.item order by p.n), '[]')
  from (
    select ${carJson} as item, row_number() over (order by ${order}) as n
    from ${carViewJoins}
    where ${where}
    order by ${order}
    limit ${wholeNumber(limit)}
  ) p)`;

/**
 * The dashboard in one statement, one round trip, written as JSON by the database (issue 30
 * §2): the stat cards from summary_totals (kept by the triggers of migration 0004), the last
 * 4 unsold cars added and the last 8 sold.
 */
const dashboard = statement<{ body: string }>(`select json_build_object(
  'carsInGarage', coalesce(sum(in_garage_not_rented), 0)::bigint,
  'available', coalesce(sum(available), 0)::bigint,
  'currentlyRented', coalesce(sum(rented), 0)::bigint,
  'carsSold', coalesce(sum(sold), 0)::bigint,
  'paidCars', coalesce(sum(paid_in_garage), 0)::bigint,
  'unpaidCars', coalesce(sum(unpaid_in_garage), 0)::bigint,
  'recentCars', ${carList(`${carIsSql.live} and ${carIsSql.notSold}`, 'c.created_at desc, c.id desc', RECENT_CARS)},
  'soldCars', ${carList(`${carIsSql.live} and ${carIsSql.sold}`, 'sa.sold_at desc, c.id desc', SOLD_CARS_SHOWN)}
)::text as body
from summary_totals`);

export async function readDashboard(db: DbOrTx): Promise<JsonText<DashboardView>> {
  const [row] = await run(db, dashboard, []);
  if (!row) throw new Error('the dashboard statement answered no row');
  return new JsonText(row.body);
}

import type { DrawerMethodRow } from '@car-rental/domain/exports/drawer-tables';
import { type PaymentMethod, paymentMethods } from '@car-rental/domain/fund/payment';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';

/**
 * Issue 31 §5: a month's money by (day, staff member, method), the rows of the accountant's
 * export. At most a row per method per drawer of the month: bounded by the month, read whole.
 */
const monthRowsStatement = statement<{
  day: string;
  staffName: string;
  method: PaymentMethod;
  moneyIn: string;
  moneyOut: string;
  count: number;
}>(
  `select to_char(f.drawer_day, 'YYYY-MM-DD') as day, u.display_name as "staffName", f.method,
    coalesce(sum(f.amount) filter (where f.type = 'add_money'), 0)::text as "moneyIn",
    coalesce(sum(f.amount) filter (where f.type = 'add_charge'), 0)::text as "moneyOut",
    count(*)::int as count
  from fund_transactions f join users u on u.id = f.user_id
  where f.drawer_day >= $1::date and f.drawer_day < ($1::date + interval '1 month')
  group by f.drawer_day, f.user_id, u.display_name, f.method
  order by f.drawer_day, lower(u.display_name), f.user_id,
    array_position(array[${paymentMethods.map((method) => `'${method}'`).join(', ')}], f.method)`,
);

/** the month's (day, staff member, method) totals, by day, then name, then method */
export async function monthMethodRows(db: DbOrTx, month: string): Promise<DrawerMethodRow[]> {
  const rows = await run(db, monthRowsStatement, [`${month}-01`]);
  return rows.map((row) => ({
    ...row,
    moneyIn: Number(row.moneyIn),
    moneyOut: Number(row.moneyOut),
  }));
}

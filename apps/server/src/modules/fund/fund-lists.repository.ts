import type { FundSummary, FundTransactionPage } from '@car-rental/domain/contract/fund';
import { REVERSIBLE_CHARGE_CATEGORIES } from '@car-rental/domain/fleet/care';
import { SUPPLIER_CATEGORY } from '@car-rental/domain/fund/fund-categories';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import { newestFirst } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { TIME_KEY_FORMAT } from '../../lib/keyset-cursor.ts';
import { isoTime } from '../cars/car-json.ts';

/**
 * The Fund screen's reads written by the database as JSON (issue 30 §1-§2): constant SQL
 * text, values as parameters, the answers in the contract's names and units.
 */

/**
 * SQL of the fund's rules, held equal to the domain's by fund.routes.test.ts: what booked
 * an entry (bookedBy) over `f`, and an entry's part of Total Charges (figureOf's 'charge'
 * figure: supplier, maintenance, insurance and car papers money out adds and their money in
 * takes back (issue 32: a deleted service record's or paper's reversal), other money out adds;
 * rental, sale and deposit money is never a charge) over a row of type, category, amount.
 */
const careCategories = REVERSIBLE_CHARGE_CATEGORIES.map((c) => `'${c}'`).join(', ');

export const fundRulesSql = {
  bookedBy: `case when f.source = 'manual' then null when f.category = 'cash_difference' then 'cash_close' when f.rental_id is not null then 'rental'
    when f.sale_id is not null then 'sale' when f.category in (${careCategories}) then 'car_care'
    else 'car_purchase' end`,
  charge: `case when category in ('rental', 'sale', 'deposit') then 0
    when category in ('${SUPPLIER_CATEGORY}', ${careCategories}) then
      case when type = 'add_money' then -amount else amount end
    when type = 'add_money' then 0 else amount end`,
  /** issue 31: an entry's payment and drawer, over `f`, `u` (its user) and `d` (its drawer) */
  till: `'method', f.method, 'chequeNumber', f.cheque_number, 'chequeBank', f.cheque_bank,
    'userId', f.user_id, 'userName', u.display_name, 'drawerDay', f.drawer_day,
    'drawerClosed', coalesce(d.status = 'closed', false), 'correctsId', f.corrects_id`,
  tillJoins: `left join users u on u.id = f.user_id
    left join drawers d on d.user_id = f.user_id and d.day = f.drawer_day`,
};

/**
 * The Fund cards in one statement: the balance and count from summary_totals (kept by the
 * triggers of migration 0004), Total Charges from the sums per type and category (migration
 * 0016), the last update by index
 */
const cardsStatement = statement<{ json: string }>(`select json_build_object(
    'currentBalance', t.balance,
    'lastUpdated', (select ${isoTime('max(f.created_at)')} from fund_transactions f),
    'totalCharges', (select coalesce(sum(${fundRulesSql.charge}), 0) from fund_category_totals),
    'transactionCount', t.count)::text as json
  from (select coalesce(sum(fund_balance), 0) as balance, coalesce(sum(fund_count), 0) as count
    from summary_totals) t`);

/** getFund: the Fund screen's cards */
export async function fundCards(db: DbOrTx): Promise<JsonText<FundSummary>> {
  const [row] = await run(db, cardsStatement, []);
  if (!row) throw new Error('the fund cards answered no row');
  return new JsonText(row.json);
}

/** a fund entry as the contract's fundTransaction, over `f`, `s`, `u` and `d` (fundItemFrom) */
export const fundItemJson = `json_build_object('id', f.id, 'timestamp', ${isoTime('f.created_at')},
    'type', f.type, 'amount', f.amount, 'description', f.description,
    'category', f.category, 'supplierId', f.supplier_id, 'supplierName', s.name,
    'source', f.source, 'bookedBy', ${fundRulesSql.bookedBy}, ${fundRulesSql.till})`;
export const fundItemFrom = `fund_transactions f left join suppliers s on s.id = f.supplier_id ${fundRulesSql.tillJoins}`;

/** listFundTransactions: the entries newest first, keyset on (created_at, id) in microseconds */
export const fundTransactionPage = newestFirst<FundTransactionPage>({
  item: fundItemJson,
  key: `to_json(to_char(f.created_at at time zone 'UTC', '${TIME_KEY_FORMAT}'))`,
  time: 'f.created_at',
  id: 'f.id',
  from: fundItemFrom,
});

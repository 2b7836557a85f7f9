import { REVERSIBLE_CHARGE_CATEGORIES } from '../fleet/care.ts';
import { type Centimes, exactInteger } from '../money.ts';
import { SUPPLIER_CATEGORY } from './fund-categories.ts';
import type { FundEntry } from './fund-entry.ts';

/**
 * The money figures the screens show, defined once from the fund's entries (issue 28 §10,
 * extending spec §9 to what was added since; docs/money-figures.md names each card).
 *
 * What one entry counts for, by its category:
 * - `rental`: rental revenue. Money in (an advance, the payment at the return with its charges,
 *   a Rental Payment added by hand) adds; money out (a refund, a cancelled booking's advance,
 *   a deleted rental record) takes it back.
 * - `sale`: sales money; the undo of a sale takes it back.
 * - `deposit`: money held for a customer (taken, handed back, kept against charges): never
 *   revenue, never a charge.
 * - `supplier`: a charge (a car's purchase, a payment to a supplier); money in (a purchase's
 *   reversal when its price, supplier or Paid status changes, a supplier paying back) takes
 *   it back, so a corrected purchase counts once.
 * - `maintenance`, `insurance`, `car_papers` (issue 32): a charge; money in (the reversal
 *   posted when a service record or a car's paper is deleted) takes it back.
 * - any other category: a charge when it is money out (fuel, expense, other), other income
 *   when it is money in (income, other).
 */
export type FundFigure = 'rental' | 'sale' | 'deposit' | 'charge' | 'otherIncome';

const REVENUE: Record<string, FundFigure> = { rental: 'rental', sale: 'sale', deposit: 'deposit' };

const REVERSIBLE: ReadonlySet<string> = new Set(REVERSIBLE_CHARGE_CATEGORIES);

type Counted = Pick<FundEntry, 'type' | 'category' | 'amount'>;

/** the figure an entry counts in, and its sign there (+1 adds its amount, -1 takes it back) */
export function figureOf(entry: Pick<FundEntry, 'type' | 'category'>): {
  figure: FundFigure;
  sign: 1 | -1;
} {
  const moneyIn = entry.type === 'add_money';
  const revenue = REVENUE[entry.category];
  if (revenue) return { figure: revenue, sign: moneyIn ? 1 : -1 };
  if (entry.category === SUPPLIER_CATEGORY || REVERSIBLE.has(entry.category))
    return { figure: 'charge', sign: moneyIn ? -1 : 1 };
  return moneyIn ? { figure: 'otherIncome', sign: 1 } : { figure: 'charge', sign: 1 };
}

export interface FundFigures {
  /** Current Balance: money in minus money out, every entry */
  balance: Centimes;
  /** rental revenue: the Rental dashboard's Total Revenue, Total Benefit's rental part */
  rentalRevenue: Centimes;
  /** the fund's sale money (sales' prices less undone sales, plus any Car Sale added by hand) */
  saleMoney: Centimes;
  /** the deposit category's net: cash deposits taken less those handed back or kept */
  depositMoney: Centimes;
  /** Total Charges: the expenses, net of their reversals */
  charges: Centimes;
  /** money in that is neither revenue nor a deposit (Income, Other) */
  otherIncome: Centimes;
}

/**
 * Every figure of the fund from its entries, or from their sums per type and category (the
 * server keeps those sums, migration 0016): each sum is counted as one entry. Summed exactly
 * (bigint), answered as safe integers or not at all.
 */
export function fundFigures(entries: Iterable<Counted>): FundFigures {
  const totals: Record<FundFigure | 'balance', bigint> = {
    balance: 0n,
    rental: 0n,
    sale: 0n,
    deposit: 0n,
    charge: 0n,
    otherIncome: 0n,
  };
  for (const entry of entries) {
    const amount = BigInt(entry.amount);
    const { figure, sign } = figureOf(entry);
    totals[figure] += sign === 1 ? amount : -amount;
    totals.balance += entry.type === 'add_money' ? amount : -amount;
  }
  return {
    balance: exactInteger(totals.balance),
    rentalRevenue: exactInteger(totals.rental),
    saleMoney: exactInteger(totals.sale),
    depositMoney: exactInteger(totals.deposit),
    charges: exactInteger(totals.charge),
    otherIncome: exactInteger(totals.otherIncome),
  };
}

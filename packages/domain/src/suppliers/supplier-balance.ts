import { type Centimes, sum } from '../money.ts';

export interface SupplierBalanceInput {
  /** the balance typed when the supplier was added */
  openingBalance: Centimes;
  /** purchase prices of every car bought from the supplier (soft-deleted ones too) */
  purchasePrices: readonly Centimes[];
  /** add_charge fund entries for the supplier: what we paid them */
  charges: readonly Centimes[];
  /** add_money fund entries for the supplier: what they paid us */
  moneyIn: readonly Centimes[];
}

/**
 * What stands between us and a supplier. A car bought from them is a debt until paid
 * (the balance goes down); paying them books a supplier charge (it goes back up); money
 * they pay us brings it down. Negative: we owe them; positive: they owe us.
 * The suppliers list computes the same formula in SQL.
 */
export function supplierBalance(input: SupplierBalanceInput): Centimes {
  return input.openingBalance - sum(input.purchasePrices) + sum(input.charges) - sum(input.moneyIn);
}

export type BalanceStanding = 'we_owe_them' | 'they_owe_us' | 'settled';

export function balanceStanding(balance: Centimes): BalanceStanding {
  if (balance < 0) return 'we_owe_them';
  if (balance > 0) return 'they_owe_us';
  return 'settled';
}

/** the note the supplier card shows beside its balance: '(We owe them)', '(They owe us)' or '' */
export function balanceNote(balance: Centimes): string {
  const standing = balanceStanding(balance);
  if (standing === 'we_owe_them') return '(We owe them)';
  if (standing === 'they_owe_us') return '(They owe us)';
  return '';
}

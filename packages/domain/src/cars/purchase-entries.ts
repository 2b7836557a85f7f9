import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import type { Car, CarNames } from './car.ts';

export type PurchaseState = Pick<Car, 'isPaid' | 'supplierId' | 'purchasePrice'>;

/** what the fund has paid a supplier for this car: set only when paid, with supplier and price */
export function paidPurchase(
  car: PurchaseState,
): { supplierId: string; amount: Centimes } | undefined {
  if (!car.isPaid || !car.supplierId || !car.purchasePrice || car.purchasePrice <= 0) {
    return undefined;
  }
  return { supplierId: car.supplierId, amount: car.purchasePrice };
}

/** a car that has cost the fund nothing yet (the state before a car is added) */
export const NOTHING_PAID: PurchaseState = { isPaid: false, supplierId: null, purchasePrice: null };

/**
 * The fund entries that move a car's purchase payment from `before` to `after`.
 * A paid car with a supplier and a price is one supplier charge 'Car Purchase - {brand} {model}';
 * any change reverses the old charge (add_money 'Car Purchase Reversal - ...') and charges the
 * new one, so the net of a car's purchase entries always equals paidPurchase(car).
 * A car without a supplier posts nothing: it was bought outside the fund.
 */
export function purchaseEntries(
  before: PurchaseState,
  after: PurchaseState,
  names: { before: CarNames; after: CarNames },
): FundEntry[] {
  const was = paidPurchase(before);
  const now = paidPurchase(after);
  if (was && now && was.supplierId === now.supplierId && was.amount === now.amount) return [];
  const entries: FundEntry[] = [];
  if (was) {
    entries.push({
      type: 'add_money',
      amount: was.amount,
      description: `Car Purchase Reversal - ${names.before.brandName} ${names.before.modelName}`,
      category: 'supplier',
      supplierId: was.supplierId,
    });
  }
  if (now) {
    entries.push({
      type: 'add_charge',
      amount: now.amount,
      description: `Car Purchase - ${names.after.brandName} ${names.after.modelName}`,
      category: 'supplier',
      supplierId: now.supplierId,
    });
  }
  return entries;
}

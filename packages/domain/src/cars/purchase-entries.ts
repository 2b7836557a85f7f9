import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import type { Car, CarNames } from './car.ts';

export type PurchaseState = Pick<Car, 'isPaid' | 'supplierId' | 'purchasePrice'>;

/** a car's purchase as the fund sees it: which supplier, how much */
export interface Purchase {
  supplierId: string;
  amount: Centimes;
}

/** what the fund has paid a supplier for this car: set only when paid, with supplier and price */
export function paidPurchase(car: PurchaseState): Purchase | undefined {
  if (!car.isPaid || !car.supplierId || !car.purchasePrice || car.purchasePrice <= 0) {
    return undefined;
  }
  return { supplierId: car.supplierId, amount: car.purchasePrice };
}

/** a car that has cost the fund nothing yet (the state before a car is added) */
export const NOTHING_PAID: PurchaseState = { isPaid: false, supplierId: null, purchasePrice: null };

/**
 * What the fund has booked for a car's purchase: the net of the car's own purchase entries
 * (supplier charges minus their reversals), for the supplier it is still booked on; null when
 * nothing is booked (an unpaid car, a car bought outside the fund, or a car the supplier's
 * earlier payments settled).
 */
export function bookedPurchase(
  entries: readonly Pick<FundEntry, 'type' | 'amount' | 'supplierId'>[],
): Purchase | null {
  const net = new Map<string, Centimes>();
  for (const entry of entries) {
    if (!entry.supplierId) continue;
    const amount = entry.type === 'add_charge' ? entry.amount : -entry.amount;
    net.set(entry.supplierId, (net.get(entry.supplierId) ?? 0) + amount);
  }
  for (const [supplierId, amount] of net) {
    if (amount > 0) return { supplierId, amount };
  }
  return null;
}

/**
 * The fund entries that move a car's purchase payment from `before` to `after`.
 * A paid car with a supplier and a price is one supplier charge 'Car Purchase - {brand} {model}';
 * any change reverses what was booked (add_money 'Car Purchase Reversal - ...') and charges the
 * new one, so the net of a car's purchase entries always equals paidPurchase(car) for a car the
 * fund paid. `booked` is what the fund really holds for the car (bookedPurchase of its entries);
 * absent, it is taken to be paidPurchase(before). Only what was booked is ever reversed: a paid
 * car whose purchase the fund never booked was settled by the supplier's earlier payments, and
 * its edits move no money. A car without a supplier posts nothing: it was bought outside the fund.
 */
export function purchaseEntries(
  before: PurchaseState,
  after: PurchaseState,
  names: { before: CarNames; after: CarNames },
  booked?: Purchase | null,
): FundEntry[] {
  const paidBefore = paidPurchase(before);
  const was = booked === undefined ? paidBefore : (booked ?? undefined);
  const settledOutside = !was && paidBefore !== undefined;
  const now = settledOutside ? undefined : paidPurchase(after);
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

import { bookedPurchase } from '@car-rental/domain/cars/purchase-entries';
import { type SettledBy, setCarPaid as setPaidRule } from '@car-rental/domain/cars/set-car-paid';
import type { CarView } from '@car-rental/domain/contract/car';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findSupplier } from '../suppliers/suppliers.repository.ts';
import { loadCarForWrite } from './car-view.repository.ts';
import { apply, namesOf } from './car-writes.ts';
import { findPurchaseEntries } from './cars.repository.ts';

/**
 * The Paid switch. Reads what the fund booked for the car (only that is ever reversed) and,
 * when marking Paid, the supplier's balance: if it already covers the car the rule asks the
 * user how it was settled (409 supplier_payment_choice_required) rather than pay twice.
 */
export function setCarPaid(
  ctx: AppDeps,
  {
    carId,
    isPaid,
    settledBy,
  }: { carId: string; isPaid: boolean; settledBy?: SettledBy | undefined },
): Promise<CarView> {
  return write(ctx, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const booked = bookedPurchase(await findPurchaseEntries(tx, carId));
    const supplier =
      isPaid && !before.isPaid && before.supplierId
        ? await findSupplier(tx, before.supplierId)
        : undefined;
    const change = setPaidRule(before, isPaid, namesOf(before), {
      booked,
      settledBy,
      supplierBalance: supplier?.balance,
    });
    const note = isPaid && !before.isPaid && settledBy ? { settledBy } : undefined;
    return apply(ctx, tx, audit, before, change, note);
  });
}

import { removeFromSale as unmarkRule } from '@car-rental/domain/cars/sale-listing';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from './car-view.repository.ts';
import { apply } from './car-writes.ts';

/** a car taken off Car Sales */
export function removeFromSale(ctx: AppDeps, { carId }: { carId: string }) {
  return write(ctx, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const change = unmarkRule(before);
    return { car: await apply(ctx, tx, audit, before, change), message: change.message };
  });
}

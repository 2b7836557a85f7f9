import { markForSale as markRule } from '@car-rental/domain/cars/sale-listing';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from './car-view.repository.ts';
import { apply } from './car-writes.ts';

/** a car listed on Car Sales */
export function markForSale(ctx: AppDeps, { carId }: { carId: string }) {
  return write(ctx, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const change = markRule(before);
    return { car: await apply(ctx, tx, audit, before, change), message: change.message };
  });
}

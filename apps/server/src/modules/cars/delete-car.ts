import { removeCar } from '@car-rental/domain/cars/remove-car';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { refuseIfReserved } from '../rentals/rentals.repository.ts';
import { loadCarForWrite } from './car-view.repository.ts';
import { softDeleteCar } from './cars.repository.ts';

/** a car leaves the garage (kept, marked deleted); refused while it has a booking */
export function deleteCar(ctx: AppDeps, { carId }: { carId: string }): Promise<{ ok: true }> {
  return write(ctx, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const { deletedAt } = removeCar(before, ctx.clock.now());
    await refuseIfReserved(tx, carId);
    await softDeleteCar(tx, carId, deletedAt);
    audit.record({ entity: 'car', entityId: carId, before, after: { deletedAt } });
    return { ok: true as const };
  });
}

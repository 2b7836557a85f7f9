import { bookedPurchase } from '@car-rental/domain/cars/purchase-entries';
import { assertMayEditPurchase, updateCar as updateRule } from '@car-rental/domain/cars/update-car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { UpdateCarBody } from '@car-rental/domain/contract/cars';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from './car-view.repository.ts';
import { apply, assertSupplier, catalogueNames, namesOf } from './car-writes.ts';
import { findPurchaseEntries } from './cars.repository.ts';

/** the edit form; a paid car's purchase price and supplier are the Paid switch's (403) */
export function updateCar(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: UpdateCarBody },
): Promise<CarView> {
  return write(ctx, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    assertMayEditPurchase(ctx.actor?.role, before, body);
    const brandId = body.brandId ?? before.brandId;
    const modelId = body.modelId ?? before.modelId;
    const names = { before: namesOf(before), after: namesOf(before) };
    if (brandId !== before.brandId || modelId !== before.modelId) {
      names.after = await catalogueNames(tx, brandId, modelId);
    }
    if (body.supplierId !== before.supplierId) await assertSupplier(tx, body.supplierId);
    const booked = bookedPurchase(await findPurchaseEntries(tx, carId));
    return apply(ctx, tx, audit, before, updateRule(before, body, names, booked));
  });
}

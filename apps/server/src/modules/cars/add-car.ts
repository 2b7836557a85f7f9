import { addCar as addCarRule } from '@car-rental/domain/cars/add-car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { AddCarBody } from '@car-rental/domain/contract/cars';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { findCarView } from './car-view.repository.ts';
import { assertSupplier, catalogueNames, notFound } from './car-writes.ts';
import { insertCar } from './cars.repository.ts';

export function addCar(ctx: AppDeps, body: AddCarBody): Promise<CarView> {
  return write(ctx, async (tx, audit) => {
    const names = await catalogueNames(tx, body.brandId, body.modelId);
    await assertSupplier(tx, body.supplierId);
    const { car, entries } = addCarRule(body, names);
    const now = ctx.clock.now();
    const carId = await insertCar(tx, car, now);
    await postFundEntries(tx, entries, now, tillOf(ctx), { carId });
    const view = await findCarView(tx, carId);
    if (!view) throw notFound();
    audit.record({
      entity: 'car',
      entityId: carId,
      before: null,
      after: { ...view, fundEntries: entries },
    });
    return view;
  });
}

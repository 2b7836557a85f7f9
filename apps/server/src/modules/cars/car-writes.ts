import type { CarNames } from '@car-rental/domain/cars/car';
import type { CarChange } from '@car-rental/domain/cars/car-change';
import type { SettledBy } from '@car-rental/domain/cars/set-car-paid';
import type { CarView } from '@car-rental/domain/contract/car';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Audit } from '../../lib/write.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { findCarView } from './car-view.repository.ts';
import { findBrand, findModel, saveCar, supplierExists } from './cars.repository.ts';

// The steps the car use cases share, inside their transaction.

export const notFound = () => new DomainError('car_not_found', 'details.carNotFound');

/** the brand and model of a car: both exist and the model belongs to the brand */
export async function catalogueNames(tx: Tx, brandId: string, modelId: string): Promise<CarNames> {
  const brand = await findBrand(tx, brandId);
  if (!brand) throw new DomainError('brand_not_found', 'details.brandNotFound');
  const model = await findModel(tx, modelId);
  if (!model) throw new DomainError('model_not_found', 'details.modelNotFound');
  if (model.brandId !== brand.id) {
    const detail = 'fields.modelNotOfBrand';
    throw fieldRefusal('validation_failed', 'body.modelId', detail);
  }
  return { brandName: brand.name, modelName: model.name };
}

export async function assertSupplier(tx: Tx, supplierId: string | null | undefined): Promise<void> {
  if (supplierId && !(await supplierExists(tx, supplierId))) {
    throw new DomainError('supplier_not_found', 'details.supplierNotFound');
  }
}

/** persists a rule's result on a locked car and answers the car as it now is */
export async function apply(
  ctx: AppDeps,
  tx: Tx,
  audit: Audit,
  before: CarView,
  change: CarChange,
  note?: { settledBy: SettledBy },
): Promise<CarView> {
  const now = ctx.clock.now();
  const carId = before.id;
  await saveCar(tx, carId, change.car, now);
  await postFundEntries(tx, change.entries, now, tillOf(ctx), { carId });
  const car = await findCarView(tx, carId);
  if (!car) throw notFound();
  audit.record({
    entity: 'car',
    entityId: carId,
    before,
    after: { ...car, fundEntries: change.entries, ...note },
  });
  return car;
}

export function namesOf(car: CarView): CarNames {
  return { brandName: car.brandName, modelName: car.modelName };
}

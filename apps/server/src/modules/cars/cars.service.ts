import { addCar as addCarRule } from '@car-rental/domain/cars/add-car';
import type { CarNames } from '@car-rental/domain/cars/car';
import type { CarChange } from '@car-rental/domain/cars/car-change';
import { bookedPurchase } from '@car-rental/domain/cars/purchase-entries';
import { removeCar } from '@car-rental/domain/cars/remove-car';
import {
  markForSale as markRule,
  removeFromSale as unmarkRule,
} from '@car-rental/domain/cars/sale-listing';
import { type SettledBy, setCarPaid as setPaidRule } from '@car-rental/domain/cars/set-car-paid';
import { assertMayEditPurchase, updateCar as updateRule } from '@car-rental/domain/cars/update-car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { AddCarBody, UpdateCarBody } from '@car-rental/domain/contract/cars';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { type Audit, write } from '../../lib/write.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { refuseIfReserved } from '../rentals/rentals.repository.ts';
import { findSupplier } from '../suppliers/suppliers.repository.ts';
import { findCarView, loadCarForWrite } from './car-view.repository.ts';
import {
  findBrand,
  findModel,
  findPurchaseEntries,
  insertCar,
  saveCar,
  softDeleteCar,
  supplierExists,
} from './cars.repository.ts';

const notFound = () => new DomainError('car_not_found', 'details.carNotFound');

export async function getCar(deps: AppDeps, carId: string): Promise<CarView> {
  const car = await findCarView(deps.db, carId);
  if (!car) throw notFound();
  return car;
}

/** the brand and model of a car: both exist and the model belongs to the brand */
async function catalogueNames(tx: Tx, brandId: string, modelId: string): Promise<CarNames> {
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

async function assertSupplier(tx: Tx, supplierId: string | null | undefined): Promise<void> {
  if (supplierId && !(await supplierExists(tx, supplierId))) {
    throw new DomainError('supplier_not_found', 'details.supplierNotFound');
  }
}

/** persists a rule's result on a locked car and answers the car as it now is */
async function apply(
  deps: AppDeps,
  tx: Tx,
  audit: Audit,
  before: CarView,
  change: CarChange,
  note?: { settledBy: SettledBy },
): Promise<CarView> {
  const now = deps.clock.now();
  const carId = before.id;
  await saveCar(tx, carId, change.car, now);
  await postFundEntries(tx, change.entries, now, { carId });
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

export function addCar(deps: AppDeps, body: AddCarBody): Promise<CarView> {
  return write(deps, async (tx, audit) => {
    const names = await catalogueNames(tx, body.brandId, body.modelId);
    await assertSupplier(tx, body.supplierId);
    const { car, entries } = addCarRule(body, names);
    const now = deps.clock.now();
    const carId = await insertCar(tx, car, now);
    await postFundEntries(tx, entries, now, { carId });
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

/** the edit form; a paid car's purchase price and supplier are the Paid switch's (403) */
export function updateCar(deps: AppDeps, carId: string, body: UpdateCarBody): Promise<CarView> {
  return write(deps, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    assertMayEditPurchase(deps.actor?.role, before, body);
    const brandId = body.brandId ?? before.brandId;
    const modelId = body.modelId ?? before.modelId;
    const names = { before: namesOf(before), after: namesOf(before) };
    if (brandId !== before.brandId || modelId !== before.modelId) {
      names.after = await catalogueNames(tx, brandId, modelId);
    }
    if (body.supplierId !== before.supplierId) await assertSupplier(tx, body.supplierId);
    const booked = bookedPurchase(await findPurchaseEntries(tx, carId));
    return apply(deps, tx, audit, before, updateRule(before, body, names, booked));
  });
}

/**
 * The Paid switch. Reads what the fund booked for the car (only that is ever reversed) and,
 * when marking Paid, the supplier's balance: if it already covers the car the rule asks the
 * user how it was settled (409 supplier_payment_choice_required) rather than pay twice.
 */
export function setCarPaid(
  deps: AppDeps,
  carId: string,
  isPaid: boolean,
  settledBy?: SettledBy,
): Promise<CarView> {
  return write(deps, async (tx, audit) => {
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
    return apply(deps, tx, audit, before, change, note);
  });
}

export function deleteCar(deps: AppDeps, carId: string): Promise<{ ok: true }> {
  return write(deps, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const { deletedAt } = removeCar(before, deps.clock.now());
    await refuseIfReserved(tx, carId);
    await softDeleteCar(tx, carId, deletedAt);
    audit.record({ entity: 'car', entityId: carId, before, after: { deletedAt } });
    return { ok: true as const };
  });
}

export function markForSale(deps: AppDeps, carId: string) {
  return write(deps, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const change = markRule(before);
    return { car: await apply(deps, tx, audit, before, change), message: change.message };
  });
}

export function removeFromSale(deps: AppDeps, carId: string) {
  return write(deps, async (tx, audit) => {
    const before = await loadCarForWrite(tx, carId);
    const change = unmarkRule(before);
    return { car: await apply(deps, tx, audit, before, change), message: change.message };
  });
}

function namesOf(car: CarView): CarNames {
  return { brandName: car.brandName, modelName: car.modelName };
}

import { mayPerform, type OperationId, type Role } from '../auth/permissions.ts';
import { DomainError } from '../errors.ts';
import type { Centimes } from '../money.ts';
import type { Car, CarNames, Transmission } from './car.ts';
import type { CarChange } from './car-change.ts';
import { assertImageCount } from './car-images.ts';
import { type Purchase, type PurchaseState, purchaseEntries } from './purchase-entries.ts';

/**
 * Partial car form fields: absent keeps the value, null clears an optional field.
 * isPaid is not here (setCarPaid), nor the rental, sale or listing state.
 */
export interface CarPatch {
  brandId?: string | undefined;
  modelId?: string | undefined;
  year?: number | null | undefined;
  dailyRate?: Centimes | null | undefined;
  salePrice?: Centimes | null | undefined;
  purchasePrice?: Centimes | null | undefined;
  supplierId?: string | null | undefined;
  rating?: number | undefined;
  transmission?: Transmission | null | undefined;
  fuel?: string | null | undefined;
  plate?: string | null | undefined;
  color?: string | null | undefined;
  mileageKm?: number | undefined;
  images?: string[] | undefined;
}

const patchable = [
  'brandId',
  'modelId',
  'year',
  'dailyRate',
  'salePrice',
  'purchasePrice',
  'supplierId',
  'rating',
  'transmission',
  'fuel',
  'plate',
  'color',
  'mileageKm',
  'images',
] as const satisfies readonly (keyof CarPatch & keyof Car)[];

/**
 * Applies the edit form. The mileage of a rented car is the rental's business (the return
 * sets it). A listed car whose sale price is cleared leaves the sale listings. A paid car
 * whose purchase price or supplier changes has its purchase entry reversed and re-posted;
 * `booked` is what the fund holds for the car (see purchaseEntries: only that is reversed).
 */
export function updateCar(
  before: Car,
  patch: CarPatch,
  names: { before: CarNames; after: CarNames },
  booked?: Purchase | null,
): CarChange {
  const car: Car = { ...before, images: [...before.images] };
  const target = car as unknown as Record<string, unknown>;
  for (const key of patchable) {
    const value = patch[key];
    if (value !== undefined) target[key] = value;
  }
  if (before.isRented && car.mileageKm !== before.mileageKm) {
    throw new DomainError('car_rented', 'details.rentedCannotChangeMileage');
  }
  assertImageCount(car.images);
  if (car.isForSale && !((car.salePrice ?? 0) > 0)) car.isForSale = false;
  return { car, entries: purchaseEntries(before, car, names, booked) };
}

/**
 * The money of a paid car (its purchase price and supplier) moves the fund as the Paid
 * switch does, so it is changed under the switch's permission: the server refuses it and
 * the car form disables it for a role the permission table does not give this operation.
 */
export const paidPurchaseOperation: OperationId = 'setCarPaid';

/** whether an edit changes the money of a paid car: its purchase price or its supplier */
export function changesPaidPurchase(
  before: PurchaseState,
  patch: Pick<CarPatch, 'purchasePrice' | 'supplierId'>,
): boolean {
  if (!before.isPaid) return false;
  const price = patch.purchasePrice !== undefined && patch.purchasePrice !== before.purchasePrice;
  const supplier = patch.supplierId !== undefined && patch.supplierId !== before.supplierId;
  return price || supplier;
}

/** refuses an edit of a paid car's money to a role that may not flip its Paid switch */
export function assertMayEditPurchase(
  role: Role | undefined,
  before: PurchaseState,
  patch: Pick<CarPatch, 'purchasePrice' | 'supplierId'>,
): void {
  if (changesPaidPurchase(before, patch) && !mayPerform(role, paidPurchaseOperation)) {
    throw new DomainError('forbidden', paidPurchaseForbidden);
  }
}

export const paidPurchaseForbidden = 'details.paidPurchase';

import { DomainError } from '../errors.ts';
import type { Centimes } from '../money.ts';
import type { Car, CarNames, Transmission } from './car.ts';
import type { CarChange } from './car-change.ts';
import { assertImageCount } from './car-images.ts';
import { type Purchase, purchaseEntries } from './purchase-entries.ts';

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
    throw new DomainError('car_rented', 'Cannot change the mileage of a rented car.');
  }
  assertImageCount(car.images);
  if (car.isForSale && !((car.salePrice ?? 0) > 0)) car.isForSale = false;
  return { car, entries: purchaseEntries(before, car, names, booked) };
}

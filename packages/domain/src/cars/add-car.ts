import type { Centimes } from '../money.ts';
import type { Car, CarNames, Transmission } from './car.ts';
import type { CarChange } from './car-change.ts';
import { assertImageCount } from './car-images.ts';
import { NOTHING_PAID, purchaseEntries } from './purchase-entries.ts';

/** the car form (spec §5); absent or null optional values stay unset */
export interface AddCarInput {
  brandId: string;
  modelId: string;
  year?: number | null | undefined;
  dailyRate?: Centimes | null | undefined;
  salePrice?: Centimes | null | undefined;
  purchasePrice?: Centimes | null | undefined;
  supplierId?: string | null | undefined;
  rating?: number | null | undefined;
  transmission?: Transmission | null | undefined;
  fuel?: string | null | undefined;
  plate?: string | null | undefined;
  color?: string | null | undefined;
  mileageKm?: number | null | undefined;
  images?: string[] | null | undefined;
  isPaid?: boolean | null | undefined;
}

/**
 * A new car starts in the garage, unpaid unless the form says paid, not rented, not for
 * sale, not sold, rated 0 unless given. Added as paid with a supplier and a price, it
 * charges the fund for its purchase.
 */
export function addCar(input: AddCarInput, names: CarNames): CarChange {
  const images = input.images ?? [];
  assertImageCount(images);
  const car: Car = {
    brandId: input.brandId,
    modelId: input.modelId,
    year: input.year ?? null,
    dailyRate: input.dailyRate ?? null,
    salePrice: input.salePrice ?? null,
    purchasePrice: input.purchasePrice ?? null,
    supplierId: input.supplierId ?? null,
    rating: input.rating ?? 0,
    transmission: input.transmission ?? null,
    fuel: input.fuel ?? null,
    plate: input.plate ?? null,
    color: input.color ?? null,
    mileageKm: input.mileageKm ?? 0,
    images: [...images],
    inGarage: true,
    isPaid: input.isPaid ?? false,
    isRented: false,
    isForSale: false,
    isSold: false,
  };
  return { car, entries: purchaseEntries(NOTHING_PAID, car, { before: names, after: names }) };
}

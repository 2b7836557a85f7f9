import type { Centimes } from '../money.ts';

/** the car state the sale rules look at */
export interface SaleCarState {
  inGarage: boolean;
  isRented: boolean;
  isSold: boolean;
  isForSale: boolean;
  salePrice: Centimes | null;
}

/** §4 Sale listing: in the garage, not rented, not sold, marked for sale, salePrice above 0 */
export function isListedForSale(car: SaleCarState): boolean {
  return (
    car.isForSale &&
    car.inGarage &&
    !car.isRented &&
    !car.isSold &&
    car.salePrice !== null &&
    car.salePrice > 0
  );
}

/** a car can be sold when it is in the garage, not rented and not sold (listing not required) */
export function isSellable(car: Pick<SaleCarState, 'inGarage' | 'isRented' | 'isSold'>): boolean {
  return car.inGarage && !car.isRented && !car.isSold;
}

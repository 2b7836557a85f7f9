import { type Car, isAvailable, isListable } from '../cars/car.ts';

/** the car state the sale rules look at */
export type SaleCarState = Pick<
  Car,
  'inGarage' | 'isRented' | 'isSold' | 'isForSale' | 'salePrice'
>;

/**
 * §4 Sale listing: in the garage, not rented, not sold, marked for sale, salePrice above 0,
 * that is a listable car (cars/car.ts) that is marked for sale
 */
export function isListedForSale(car: SaleCarState): boolean {
  return car.isForSale && isListable(car);
}

/** a car can be sold when it is in the garage, not rented and not sold (listing not required) */
export function isSellable(car: Pick<SaleCarState, 'inGarage' | 'isRented' | 'isSold'>): boolean {
  return isAvailable(car);
}

import { DomainError } from '../errors.ts';
import { type Car, isListable } from './car.ts';
import type { CarChange } from './car-change.ts';

export const MARKED_FOR_SALE = 'Car marked for sale!';
export const REMOVED_FROM_SALE = 'Car removed from sale listings!';

/** 'Mark for Sale': only cars in the garage, not rented, not sold, with a sale price above 0 */
export function markForSale(before: Car): CarChange & { message: string } {
  if (!isListable(before)) {
    throw new DomainError('car_not_listable', 'details.notListable');
  }
  return { car: { ...before, isForSale: true }, entries: [], message: MARKED_FOR_SALE };
}

/** 'Remove from Sale': a listed car leaves the sale listings */
export function removeFromSale(before: Car): CarChange & { message: string } {
  if (!before.isForSale) {
    throw new DomainError('car_not_for_sale', 'details.notForSale');
  }
  return { car: { ...before, isForSale: false }, entries: [], message: REMOVED_FROM_SALE };
}

import { DomainError } from '../errors.ts';
import type { Car, CarNames } from './car.ts';
import type { CarChange } from './car-change.ts';
import { purchaseEntries } from './purchase-entries.ts';

/**
 * The payment toggle. Disabled while the car is rented (spec §4); allowed for a sold car,
 * whose purchase can still be settled. Paying charges the supplier purchase, unpaying
 * reverses it.
 */
export function setCarPaid(before: Car, isPaid: boolean, names: CarNames): CarChange {
  if (before.isRented) {
    throw new DomainError('car_rented', 'Cannot change payment status while the car is rented.');
  }
  const car: Car = { ...before, isPaid };
  return { car, entries: purchaseEntries(before, car, { before: names, after: names }) };
}

import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Car } from './car.ts';

/**
 * Removing a car from the garage: refused while rented ("Can't Remove"). The car is
 * soft-deleted at `now`; its rentals, sale and fund entries stay as history, and no money
 * moves.
 */
export function removeCar(
  car: Pick<Car, 'isRented'>,
  now: Date,
): { deletedAt: Date; entries: FundEntry[] } {
  if (car.isRented) {
    throw new DomainError('car_rented', 'details.rentedCannotRemove');
  }
  return { deletedAt: new Date(now.getTime()), entries: [] };
}

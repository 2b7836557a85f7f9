import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import { type Centimes, sum } from '../money.ts';

export interface RentalRecord {
  carId: string;
  returnedAt: Date | null;
  totalAmount: Centimes | null;
  chargeAmounts: readonly Centimes[];
}

export const RENTAL_NOT_FOUND = 'details.rentalRecordNotFound';
export const RENTAL_ACTIVE = 'details.rentalActive';

/**
 * Deleting a rental history record (spec §4, §9): only a finished rental of this car.
 * The fund gives back what the record brought in (total plus its charges), so the
 * balance keeps matching what really happened.
 */
export function deleteRentalHistory(
  carId: string,
  record: RentalRecord | undefined,
  car: { brandName: string; modelName: string },
): { fundEntries: FundEntry[] } {
  if (!record || record.carId !== carId) {
    throw new DomainError('rental_not_found', RENTAL_NOT_FOUND);
  }
  if (record.returnedAt === null) throw new DomainError('rental_active', RENTAL_ACTIVE);
  const broughtIn = (record.totalAmount ?? 0) + sum(record.chargeAmounts);
  if (broughtIn <= 0) return { fundEntries: [] };
  return {
    fundEntries: [
      {
        type: 'add_charge',
        amount: broughtIn,
        description: `Rental Record Deleted - ${car.brandName} ${car.modelName}`,
        category: 'rental',
      },
    ],
  };
}

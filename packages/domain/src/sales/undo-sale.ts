import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';

export const NOT_SOLD = 'details.notSold';

export interface SoldCar {
  brandName: string;
  modelName: string;
  /** the live sale, null when the car is not sold */
  sale: { finalPrice: Centimes } | null;
}

export interface UndoSaleOutcome {
  /** the car is back in the garage, not listed */
  carChanges: { inGarage: true; isForSale: false };
  /** the revenue the sale brought is taken back out of the fund */
  fundEntries: FundEntry[];
}

/** §4 Undoing a sale (deleteSaleHistory) and markCarAsAvailable: both land here */
export function undoSale(car: SoldCar): UndoSaleOutcome {
  if (!car.sale) throw new DomainError('car_not_sold', NOT_SOLD);
  return {
    carChanges: { inGarage: true, isForSale: false },
    fundEntries: [
      {
        type: 'add_charge',
        amount: car.sale.finalPrice,
        description: `Car Sale Reversal - ${car.brandName} ${car.modelName}`,
        category: 'sale',
      },
    ],
  };
}

import { DomainError, fieldRefusal } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import { isSellable, type SaleCarState } from './sale-listing.ts';
import { saleMessage } from './sale-message.ts';

export interface SellableCar extends SaleCarState {
  brandName: string;
  modelName: string;
  purchasePrice: Centimes | null;
}

export interface SellInput {
  customerName: string;
  customerPhone: string;
  customerLicense: string;
  /** the final selling price, above 0 */
  price: Centimes;
}

export interface SaleOutcome {
  sale: {
    soldAt: Date;
    customerName: string;
    customerPhone: string;
    customerLicense: string;
    finalPrice: Centimes;
    listedPrice: Centimes | null;
  };
  /** a sold car leaves the sale listing and the garage */
  carChanges: { isForSale: false; inGarage: false };
  fundEntries: FundEntry[];
  message: string;
}

export const NOT_SELLABLE = 'details.notSellable';

/** §4 'Mark as Sold': records the sale and the revenue it brings into the fund */
export function sellCar(car: SellableCar, input: SellInput, now: Date): SaleOutcome {
  if (!isSellable(car)) throw new DomainError('car_not_sellable', NOT_SELLABLE);
  if (!Number.isSafeInteger(input.price) || input.price <= 0) {
    throw fieldRefusal('validation_failed', 'body.price', 'fields.sellingPrice');
  }
  return {
    sale: {
      soldAt: now,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      customerLicense: input.customerLicense,
      finalPrice: input.price,
      listedPrice: car.salePrice !== null && car.salePrice > 0 ? car.salePrice : null,
    },
    carChanges: { isForSale: false, inGarage: false },
    fundEntries: [
      {
        type: 'add_money',
        amount: input.price,
        description: `Car Sale Revenue - ${car.brandName} ${car.modelName}`,
        category: 'sale',
      },
    ],
    message: saleMessage(input.price, car.purchasePrice),
  };
}

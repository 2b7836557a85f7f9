import { isRentable, type RentableFacts } from '../cars/car.ts';
import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import { countDays } from './count-days.ts';
import { NOT_RENTABLE } from './rentable.ts';

export type PaymentType = 'advance' | 'after';

export interface RentalCustomer {
  name: string;
  contact: string;
  email: string;
  license: string;
  paymentType: PaymentType;
}

export interface CarToRent extends RentableFacts {
  mileageKm: number;
  brandName: string;
  modelName: string;
}

export interface RentCarInput {
  start: Date;
  end: Date;
  customer: RentalCustomer;
}

/** the rental row renting creates */
export interface NewRental {
  customerName: string;
  customerContact: string;
  customerEmail: string;
  customerLicense: string;
  paymentType: PaymentType;
  startAt: Date;
  endAt: Date;
  dailyRate: Centimes;
  startMileage: number;
  advancePaid: Centimes;
}

/** a pickup time up to this long ago is still accepted (the form was open for a while) */
export const PICKUP_GRACE_MS = 5 * 60_000;

export const messages = {
  endBeforeStart: 'The return time must be after the pickup time.',
  pickupInPast: 'Pickup time cannot be in the past.',
  returnInPast: 'Return time cannot be in the past.',
} as const;

function invalid(path: string, message: string): DomainError {
  return new DomainError('validation_failed', message, [{ path, message }]);
}

/**
 * Renting (spec §4): only a rentable car; the start mileage is the car's mileage.
 * With advance payment the whole period is paid now into the fund.
 */
export function rentCar(
  car: CarToRent,
  input: RentCarInput,
  now: Date,
): { rental: NewRental; fundEntries: FundEntry[] } {
  if (!isRentable(car) || car.dailyRate === null) {
    throw new DomainError('car_not_rentable', NOT_RENTABLE);
  }
  const { start, end, customer } = input;
  if (end.getTime() < start.getTime()) throw invalid('body.end', messages.endBeforeStart);
  if (start.getTime() < now.getTime() - PICKUP_GRACE_MS) {
    throw invalid('body.start', messages.pickupInPast);
  }
  if (end.getTime() < now.getTime()) throw invalid('body.end', messages.returnInPast);

  const dailyRate = car.dailyRate;
  const advancePaid = customer.paymentType === 'advance' ? dailyRate * countDays(start, end) : 0;
  const fundEntries: FundEntry[] =
    advancePaid > 0
      ? [
          {
            type: 'add_money',
            amount: advancePaid,
            description: `Rental Payment (Advance) - ${car.brandName} ${car.modelName}`,
            category: 'rental',
          },
        ]
      : [];
  return {
    rental: {
      customerName: customer.name,
      customerContact: customer.contact,
      customerEmail: customer.email,
      customerLicense: customer.license,
      paymentType: customer.paymentType,
      startAt: start,
      endAt: end,
      dailyRate,
      startMileage: car.mileageKm,
      advancePaid,
    },
    fundEntries,
  };
}

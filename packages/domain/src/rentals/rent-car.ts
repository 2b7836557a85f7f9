import { isRentable, type RentableFacts } from '../cars/car.ts';
import { DomainError, fieldRefusal } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { MessageKey } from '../messages.ts';
import { type Centimes, checkedProduct } from '../money.ts';
import { countDays } from './count-days.ts';
import { NOT_RENTABLE } from './rentable.ts';
import { goesOutAtOnce, isBookable, reservationMessages } from './reservations.ts';

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
  /** issue 33: what the booking costs by its quote (kept.ts); absent, rate x days */
  due?: Centimes;
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
  /** out when the pickup is within the hour (the spec's renting), reserved otherwise */
  state: 'reserved' | 'out';
}

/** a pickup time up to this long ago is still accepted (the form was open for a while) */
export const PICKUP_GRACE_MS = 5 * 60_000;

export const messages = {
  endBeforeStart: 'fields.endBeforeStart',
  pickupInPast: 'fields.pickupInPast',
  returnInPast: 'fields.returnInPast',
} as const;

function invalid(path: string, key: MessageKey): DomainError {
  return fieldRefusal('validation_failed', path, key);
}

/**
 * The period's total: the daily rate times its days (spec §9: started 24 hours count whole),
 * refused past the business maximum (issue 28 §3). What an advance payment books, and what the
 * booking dialog shows before it is confirmed.
 */
export function periodTotal(dailyRate: Centimes, start: Date, end: Date): Centimes {
  return checkedProduct(dailyRate, countDays(start, end), 'body.end');
}

/** what booking takes now: the period's whole total paid in advance, nothing when paid after */
export function advanceFor(paymentType: PaymentType, total: Centimes): Centimes {
  return paymentType === 'advance' ? total : 0;
}

/**
 * Booking (spec §4, issue 14). A pickup within the hour rents the car at once, exactly as
 * the spec's renting: only a rentable car. A later pickup is a reservation: the car may be
 * out or away today, but must be paid, have a daily rate and not be sold; whether the
 * period is free is the database's rule (rentals_no_overlap). The start mileage is the
 * car's mileage (a reservation's is set again at pickup). With advance payment the whole
 * period is paid now into the fund. The period's total (rate x days) is held to the
 * business maximum whichever the payment, before anything is written (issue 28 §3).
 */
export function rentCar(
  car: CarToRent,
  input: RentCarInput,
  now: Date,
): { rental: NewRental; fundEntries: FundEntry[] } {
  const { start, end, customer } = input;
  const state = goesOutAtOnce(start, now) ? 'out' : 'reserved';
  if (state === 'out' && (!isRentable(car) || car.dailyRate === null)) {
    throw new DomainError('car_not_rentable', NOT_RENTABLE);
  }
  if (!isBookable(car) || car.dailyRate === null) {
    throw new DomainError('car_not_bookable', reservationMessages.notBookable);
  }
  if (end.getTime() < start.getTime()) throw invalid('body.end', messages.endBeforeStart);
  if (start.getTime() < now.getTime() - PICKUP_GRACE_MS) {
    throw invalid('body.start', messages.pickupInPast);
  }
  if (end.getTime() < now.getTime()) throw invalid('body.end', messages.returnInPast);

  const dailyRate = car.dailyRate;
  const total = input.due ?? periodTotal(dailyRate, start, end);
  const advancePaid = advanceFor(customer.paymentType, total);
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
      state,
    },
    fundEntries,
  };
}

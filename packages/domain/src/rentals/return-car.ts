import { DomainError, fieldRefusal } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import { type Centimes, checkedAmount, checkedSum } from '../money.ts';
import { type KeptPricing, keptPrice } from '../pricing/kept.ts';
import { hasNotStarted, RENTAL_NOT_STARTED } from './cancel-rental.ts';
import { countDays } from './count-days.ts';
import type { PaymentType } from './rent-car.ts';
import { NOT_RENTED } from './rentable.ts';

export type ChargeType = 'cleaning' | 'repair' | 'fuel' | 'damage' | 'other';

export interface ChargeInput {
  type: ChargeType;
  description: string;
  amount: Centimes;
}

export interface CarToReturn {
  mileageKm: number;
  brandName: string;
  modelName: string;
}

/** the car's active rental, or null when it is not rented */
export interface ActiveRental {
  startAt: Date;
  dailyRate: Centimes;
  advancePaid: Centimes;
  paymentType: PaymentType;
  /** charges already on it while out (a traffic fine charged to it, issue 32 §4) */
  chargesTotal?: Centimes;
  /** issue 33: the prices it kept (null: its daily rate times its days) */
  pricing?: KeptPricing | null;
}

export interface ReturnCarInput {
  newMileage: number;
  charges: readonly ChargeInput[];
}

export interface ReturnedRental {
  returnedAt: Date;
  endAt: Date;
  endMileage: number;
  totalDays: number;
  totalAmount: Centimes;
  charges: ChargeInput[];
  chargesTotal: Centimes;
  /** totalAmount plus additional charges (spec §9 final rental total) */
  finalTotal: Centimes;
}

/** the figures of a return that make what the customer still owes */
export interface OwedFigures {
  /** the rental so far: the daily rate times the days used (currentRevenue) */
  totalAmount: Centimes;
  chargesTotal: Centimes;
  advancePaid: Centimes;
}

/**
 * What the customer still owes at the return: the rental so far plus the charges, less the
 * advance. Below 0 the advance covered more days than were used: the agency gives it back.
 * The server's return, the deposit's settlement and the Return dialog's preview all call it.
 */
export function amountOwed(figures: OwedFigures): Centimes {
  return figures.totalAmount + figures.chargesTotal - figures.advancePaid;
}

export const MILEAGE_BELOW_CURRENT = 'fields.mileageBelowCurrent';

/**
 * Returning (spec §4). The days are the period actually used (start to now), so an early
 * return costs less and a late one more. The fund receives what is still owed after any
 * advance: the whole total plus charges (payment after), the balance (advance), or gives
 * back a refund when the advance covered more days than were used. The totals are held to
 * the business maximum before anything is written (issue 28 §3): past it the return is
 * refused, naming the total.
 */
export function returnCar(
  car: CarToReturn,
  rental: ActiveRental | null,
  input: ReturnCarInput,
  now: Date,
): { returned: ReturnedRental; fundEntries: FundEntry[] } {
  if (!rental) throw new DomainError('car_not_rented', NOT_RENTED);
  // a booking whose pickup has not come is cancelled, not returned (it was never used)
  if (hasNotStarted(rental, now)) throw new DomainError('rental_not_started', RENTAL_NOT_STARTED);
  if (!Number.isInteger(input.newMileage) || input.newMileage < car.mileageKm) {
    throw fieldRefusal('validation_failed', 'body.newMileage', MILEAGE_BELOW_CURRENT);
  }
  const totalDays = countDays(rental.startAt, now);
  // the days used, priced by what the booking kept (its plan, extras and discount)
  const totalAmount = checkedAmount(
    keptPrice(
      { dailyRate: rental.dailyRate, pricing: rental.pricing ?? null },
      rental.startAt,
      now,
    ),
    'totalAmount',
  );
  const charges = input.charges.map((charge) => ({ ...charge }));
  const chargesTotal = checkedSum(
    [rental.chargesTotal ?? 0, ...charges.map((charge) => charge.amount)],
    'body.charges',
  );
  const finalTotal = checkedAmount(totalAmount + chargesTotal, 'finalTotal');
  const owed = amountOwed({ totalAmount, chargesTotal, advancePaid: rental.advancePaid });
  const name = `${car.brandName} ${car.modelName}`;

  const fundEntries: FundEntry[] = [];
  if (owed > 0) {
    const label = rental.paymentType === 'advance' ? 'Rental Balance' : 'Rental Payment';
    fundEntries.push({
      type: 'add_money',
      amount: owed,
      description: `${label} - ${name}`,
      category: 'rental',
    });
  } else if (owed < 0) {
    fundEntries.push({
      type: 'add_charge',
      amount: -owed,
      description: `Rental Refund - ${name}`,
      category: 'rental',
    });
  }
  return {
    returned: {
      returnedAt: now,
      endAt: now,
      endMileage: input.newMileage,
      totalDays,
      totalAmount,
      charges,
      chargesTotal,
      finalTotal,
    },
    fundEntries,
  };
}

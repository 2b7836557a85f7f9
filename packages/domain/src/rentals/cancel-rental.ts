import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import { NOT_RENTED } from './rentable.ts';
import { isOpenState, type RentalState, reservationMessages } from './reservations.ts';

export const RENTAL_STARTED = 'details.rentalStarted';
export const RENTAL_NOT_STARTED = 'details.rentalNotStarted';

/** the car's active rental, or null when it is not rented */
export interface RentalToCancel {
  state: RentalState;
  startAt: Date;
  endAt: Date;
  advancePaid: Centimes;
}

/** the finished state a cancelled booking is kept in: no days, no revenue */
export interface CancelledRental {
  state: 'cancelled';
  cancelReason: string | null;
  cancelledAt: Date;
  /** the booking is finished: the car is free again */
  returnedAt: Date;
  /** the booked end is kept (never before the start) */
  endAt: Date;
  totalDays: 0;
  totalAmount: 0;
}

/** true while the pickup time is still ahead: the booking can be cancelled, not returned */
export function hasNotStarted(rental: { startAt: Date }, now: Date): boolean {
  return rental.startAt.getTime() > now.getTime();
}

/**
 * Cancelling a booking that has not been picked up: a reservation at any time, or a rental
 * that went out at once but whose start has not come. The booking is kept as a finished
 * record with no revenue; an advance already paid goes back to the customer as one fund
 * entry, so the fund is where it was before the booking.
 */
export function cancelRental(
  car: { brandName: string; modelName: string },
  rental: RentalToCancel | null,
  now: Date,
  reason: string | null = null,
): { cancelled: CancelledRental; fundEntries: FundEntry[] } {
  if (!rental) throw new DomainError('car_not_rented', NOT_RENTED);
  if (!isOpenState(rental.state)) {
    throw new DomainError('rental_closed', reservationMessages.notOpen);
  }
  if (rental.state === 'out' && !hasNotStarted(rental, now)) {
    throw new DomainError('rental_started', RENTAL_STARTED);
  }
  const fundEntries: FundEntry[] =
    rental.advancePaid > 0
      ? [
          {
            type: 'add_charge',
            amount: rental.advancePaid,
            description: `Rental Cancelled - Refund - ${car.brandName} ${car.modelName}`,
            category: 'rental',
          },
        ]
      : [];
  return {
    cancelled: {
      state: 'cancelled',
      cancelReason: reason,
      cancelledAt: now,
      returnedAt: now,
      endAt: rental.endAt,
      totalDays: 0,
      totalAmount: 0,
    },
    fundEntries,
  };
}

import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { cancelRental, type RentalToCancel } from './cancel-rental.ts';
import { returnCar } from './return-car.ts';

const HOUR = 3_600_000;
const now = new Date('2026-06-10T09:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const car = { brandName: 'Renault', modelName: 'Clio' };
const booking: RentalToCancel = {
  state: 'out',
  startAt: at(24 * HOUR),
  endAt: at(4 * 24 * HOUR),
  advancePaid: 3_000_000,
};

describe('cancelRental', () => {
  it('refuses a car that is not rented', () => {
    const error = expectRefusal(() => cancelRental(car, null, now));
    expect(error.code).toBe('car_not_rented');
    expect(error.status).toBe(409);
  });

  it('refuses a rental whose pickup has come (at the pickup time and after)', () => {
    for (const startAt of [now, at(-HOUR)]) {
      const error = expectRefusal(() => cancelRental(car, { ...booking, startAt }, now));
      expect(error.code).toBe('rental_started');
      expect(error.status).toBe(409);
      expect(error.message).toBe('This rental has already started: return the car instead.');
    }
  });

  it('finishes a future booking with no revenue and refunds the advance as one entry', () => {
    const { cancelled, fundEntries } = cancelRental(car, booking, now);
    expect(cancelled).toEqual({
      state: 'cancelled',
      cancelReason: null,
      cancelledAt: now,
      returnedAt: now,
      endAt: booking.endAt,
      totalDays: 0,
      totalAmount: 0,
    });
    expect(cancelled.endAt.getTime()).toBeGreaterThanOrEqual(booking.startAt.getTime());
    expect(fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 3_000_000,
        description: 'Rental Cancelled - Refund - Renault Clio',
        category: 'rental',
      },
    ]);
  });

  it('posts nothing when no advance was paid', () => {
    expect(cancelRental(car, { ...booking, advancePaid: 0 }, now).fundEntries).toEqual([]);
  });
});

describe('returnCar before the pickup', () => {
  it('refuses with a clear message instead of a period ending before its start', () => {
    const rental = {
      startAt: booking.startAt,
      dailyRate: 1_000_000,
      advancePaid: 0,
      paymentType: 'after' as const,
    };
    const error = expectRefusal(() =>
      returnCar(
        { mileageKm: 10_000, brandName: 'Renault', modelName: 'Clio' },
        rental,
        { newMileage: 10_000, charges: [] },
        now,
      ),
    );
    expect(error.code).toBe('rental_not_started');
    expect(error.status).toBe(409);
    expect(error.message).toBe('This booking has not started yet: cancel it instead.');
  });
});

import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { cancelRental } from './cancel-rental.ts';
import { countDays } from './count-days.ts';
import { rentCar } from './rent-car.ts';
import {
  bookingConflictMessage,
  goesOutAtOnce,
  markNoShow,
  PICKUP_NOW_MS,
  pickUp,
  pickUpPeriod,
} from './reservations.ts';

const HOUR = 3_600_000;
const now = new Date('2026-06-10T09:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const names = { brandName: 'Renault', modelName: 'Clio' };
const freeCar = {
  ...names,
  inGarage: true,
  isRented: false,
  isSold: false,
  isPaid: true,
  dailyRate: 500_000,
  mileageKm: 12_000,
};
const customer = {
  name: 'Amel B.',
  contact: '0550 12 34 56',
  email: 'amel@example.dz',
  license: 'DZ-123',
  paymentType: 'advance' as const,
};
const reservation = {
  state: 'reserved' as const,
  startAt: at(24 * HOUR),
  endAt: at(72 * HOUR),
  advancePaid: 1_500_000,
};

describe('booking: reservation or rental', () => {
  it('goes out at once when the pickup is within the hour, as the spec renting', () => {
    expect(goesOutAtOnce(at(PICKUP_NOW_MS), now)).toBe(true);
    expect(goesOutAtOnce(at(PICKUP_NOW_MS + 1), now)).toBe(false);
    const { rental } = rentCar(freeCar, { start: now, end: at(24 * HOUR), customer }, now);
    expect(rental.state).toBe('out');
  });

  it('reserves a later pickup, even for a car that is out today', () => {
    const outCar = { ...freeCar, isRented: true, inGarage: true };
    const { rental, fundEntries } = rentCar(
      outCar,
      { start: at(48 * HOUR), end: at(96 * HOUR), customer },
      now,
    );
    expect(rental.state).toBe('reserved');
    // the advance of a reservation is paid at booking, as the spec's advance
    expect(fundEntries).toEqual([
      expect.objectContaining({ type: 'add_money', amount: 1_000_000 }),
    ]);
    // but an out car cannot go out again now
    const refused = expectRefusal(() =>
      rentCar(outCar, { start: now, end: at(24 * HOUR), customer }, now),
    );
    expect(refused.code).toBe('car_not_rentable');
  });

  it('refuses to reserve a sold, unpaid or unpriced car', () => {
    for (const car of [
      { ...freeCar, isSold: true },
      { ...freeCar, isPaid: false },
      { ...freeCar, dailyRate: null },
    ]) {
      const error = expectRefusal(() =>
        rentCar(car, { start: at(48 * HOUR), end: at(96 * HOUR), customer }, now),
      );
      expect(error.code).toBe('car_not_bookable');
    }
  });

  it('names the conflicting booking in the business time zone', () => {
    const text = bookingConflictMessage(
      { startAt: reservation.startAt, endAt: reservation.endAt, customerName: 'Amel Bensalem' },
      'Africa/Algiers',
    );
    expect(text).toBe(
      'This car is already booked from 11/06/2026 10:00 to 13/06/2026 10:00 for Amel Bensalem.',
    );
  });
});

describe('pickUp', () => {
  it('starts the rental now with the car mileage, or the odometer typed', () => {
    expect(pickUp(freeCar, reservation, undefined, now)).toEqual({
      startAt: now,
      endAt: at(48 * HOUR),
      startMileage: 12_000,
      state: 'out',
    });
    expect(pickUp(freeCar, reservation, 12_050, now).startMileage).toBe(12_050);
  });

  it('keeps the booked length when the car leaves early, so 24 hours stay 1 day', () => {
    // issue 28 §8: 27/11 09:00 -> 28/11 09:00 picked up on 26/11 at 13:26
    const booked = {
      state: 'reserved' as const,
      startAt: new Date('2026-11-27T08:00:00.000Z'),
      endAt: new Date('2026-11-28T08:00:00.000Z'),
    };
    const pickedAt = new Date('2026-11-26T12:26:00.000Z');
    const started = pickUp(freeCar, booked, undefined, pickedAt);
    expect(started).toMatchObject({
      startAt: pickedAt,
      endAt: new Date('2026-11-27T12:26:00.000Z'),
    });
    expect(countDays(started.startAt, started.endAt)).toBe(1);
    // 6 minutes early: still 24 hours, 1 day
    const sixEarly = new Date(booked.startAt.getTime() - 6 * 60_000);
    const six = pickUpPeriod(booked, sixEarly);
    expect(six.endAt.getTime() - six.startAt.getTime()).toBe(24 * HOUR);
    expect(countDays(six.startAt, six.endAt)).toBe(1);
  });

  it('keeps the booked end when the car leaves late (the next customer is promised it)', () => {
    const late = at(25 * HOUR);
    expect(pickUpPeriod(reservation, late)).toEqual({ startAt: late, endAt: reservation.endAt });
    expect(pickUpPeriod(reservation, reservation.startAt)).toEqual({
      startAt: reservation.startAt,
      endAt: reservation.endAt,
    });
  });

  it('refuses a booking not reserved, a period over, a car not free, a lower odometer', () => {
    expect(
      expectRefusal(() => pickUp(freeCar, { ...reservation, state: 'out' }, undefined, now)).code,
    ).toBe('rental_not_reserved');
    expect(
      expectRefusal(() => pickUp(freeCar, { ...reservation, endAt: now }, undefined, now)).code,
    ).toBe('booking_over');
    expect(
      expectRefusal(() => pickUp({ ...freeCar, isRented: true }, reservation, undefined, now)).code,
    ).toBe('car_not_rentable');
    expect(expectRefusal(() => pickUp(freeCar, reservation, 11_999, now)).code).toBe(
      'validation_failed',
    );
  });
});

describe('cancel', () => {
  it('cancels a reservation at any time before pickup with its reason, the advance refunded', () => {
    const late = at(30 * HOUR);
    const { cancelled, fundEntries } = cancelRental(names, reservation, late, 'Flight cancelled');
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Flight cancelled',
      totalAmount: 0,
      returnedAt: late,
    });
    expect(fundEntries).toEqual([
      expect.objectContaining({ type: 'add_charge', amount: 1_500_000, category: 'rental' }),
    ]);
  });

  it('refuses a closed booking and a rental already started', () => {
    for (const state of ['returned', 'cancelled', 'no_show'] as const) {
      expect(expectRefusal(() => cancelRental(names, { ...reservation, state }, now)).code).toBe(
        'rental_closed',
      );
    }
    const started = { ...reservation, state: 'out' as const, startAt: at(-HOUR) };
    expect(expectRefusal(() => cancelRental(names, started, now)).code).toBe('rental_started');
  });
});

describe('markNoShow', () => {
  const delay = { delayMinutes: 120 };
  it('waits for the pickup time plus the delay', () => {
    const early = at(24 * HOUR + 119 * 60_000);
    const error = expectRefusal(() =>
      markNoShow(names, reservation, { ...delay, refund: false }, early),
    );
    expect(error.code).toBe('no_show_too_early');
    expect(error.message).toBe('A booking can be marked a no-show 2 hours after its pickup time.');
  });

  it('keeps the advance as revenue, or refunds it as one fund entry', () => {
    const late = at(26 * HOUR);
    const kept = markNoShow(names, reservation, { ...delay, refund: false }, late);
    expect(kept.closed).toMatchObject({ state: 'no_show', totalAmount: 1_500_000, totalDays: 0 });
    expect(kept.fundEntries).toEqual([]);
    const refunded = markNoShow(names, reservation, { ...delay, refund: true }, late);
    expect(refunded.closed.totalAmount).toBe(0);
    expect(refunded.fundEntries).toEqual([
      expect.objectContaining({ type: 'add_charge', amount: 1_500_000, category: 'rental' }),
    ]);
  });

  it('refuses a booking that is not reserved', () => {
    const error = expectRefusal(() =>
      markNoShow(
        names,
        { ...reservation, state: 'out' },
        { ...delay, refund: true },
        at(30 * HOUR),
      ),
    );
    expect(error.code).toBe('rental_not_reserved');
  });
});

import { describe, expect, it } from 'vitest';
import {
  advanceRefunded,
  bookingRevenue,
  distanceKm,
  presentOrNull,
  rentalFinalTotal,
  saleDifference,
  shownListedPrice,
} from './record-figures.ts';

describe('history record figures', () => {
  it('final rental total adds the charges to the total amount', () => {
    expect(rentalFinalTotal(3_000, [{ amount: 200 }, { amount: 50 }])).toBe(3_250);
    expect(rentalFinalTotal(3_000, [])).toBe(3_000);
  });
  it('a booking brings in its advance while open, its final total once closed (issue 28 §10)', () => {
    const booking = { advancePaid: 650_000, totalAmount: null, chargesTotal: 0 };
    expect(bookingRevenue({ ...booking, state: 'reserved' })).toBe(650_000);
    expect(bookingRevenue({ ...booking, state: 'out' })).toBe(650_000);
    const returned = { advancePaid: 650_000, totalAmount: 650_000, chargesTotal: 2_542_500 };
    expect(bookingRevenue({ ...returned, state: 'returned' })).toBe(3_192_500);
    expect(bookingRevenue({ ...booking, totalAmount: 0, state: 'cancelled' })).toBe(0);
    expect(bookingRevenue({ ...booking, totalAmount: 650_000, state: 'no_show' })).toBe(650_000);
  });
  it('the advance goes back on a cancel, a refunded no-show and an early return (issue 28 §17)', () => {
    const booking = { advancePaid: 650_000, totalAmount: null, chargesTotal: 0 };
    expect(advanceRefunded({ ...booking, state: 'reserved' })).toBe(0);
    expect(advanceRefunded({ ...booking, state: 'out' })).toBe(0);
    expect(advanceRefunded({ ...booking, totalAmount: 0, state: 'cancelled' })).toBe(650_000);
    expect(advanceRefunded({ ...booking, totalAmount: 0, state: 'no_show' })).toBe(650_000);
    expect(advanceRefunded({ ...booking, totalAmount: 650_000, state: 'no_show' })).toBe(0);
    // back after 1 of the 2 days paid: the second day's rent refunded
    const early = { advancePaid: 650_000, totalAmount: 325_000, chargesTotal: 0 };
    expect(advanceRefunded({ ...early, state: 'returned' })).toBe(325_000);
    // charges beyond the advance: nothing refunded
    expect(advanceRefunded({ ...early, chargesTotal: 500_000, state: 'returned' })).toBe(0);
    const after = { advancePaid: 0, totalAmount: 650_000, chargesTotal: 0 };
    expect(advanceRefunded({ ...after, state: 'returned' })).toBe(0);
    expect(advanceRefunded({ ...after, totalAmount: 0, state: 'cancelled' })).toBe(0);
  });
  it('distance is end − start mileage', () => {
    expect(distanceKm(10_000, 10_450)).toBe(450);
    expect(distanceKm(10_000, null)).toBeNull();
  });
  it('shows the listed price and the signed difference only when they differ', () => {
    expect(shownListedPrice(500, 400)).toBe(400);
    expect(shownListedPrice(500, 500)).toBeNull();
    expect(shownListedPrice(500, null)).toBeNull();
    expect(saleDifference(500, 400)).toBe(100);
    expect(saleDifference(300, 400)).toBe(-100);
    expect(saleDifference(400, 400)).toBeNull();
    expect(saleDifference(400, null)).toBeNull();
  });
  it('turns blank customer fields into null (shown N/A)', () => {
    expect(presentOrNull('  ')).toBeNull();
    expect(presentOrNull(null)).toBeNull();
    expect(presentOrNull(' a ')).toBe('a');
  });
});

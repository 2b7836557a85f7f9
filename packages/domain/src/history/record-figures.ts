import type { Centimes } from '../money.ts';
import { isOpenState } from '../rentals/reservations.ts';

/** Final rental total = totalAmount plus the additional charges */
export function rentalFinalTotal(
  totalAmount: Centimes,
  charges: readonly { amount: Centimes }[],
): Centimes {
  let total = totalAmount;
  for (const charge of charges) total += charge.amount;
  return total;
}

/** a booking's state: open while reserved or out, closed once returned, cancelled or a no-show */
export type BookingState = 'reserved' | 'out' | 'returned' | 'cancelled' | 'no_show';

export interface BookingMoney {
  state: BookingState;
  advancePaid: Centimes;
  /** the rent of a closed booking (a no-show's kept advance, 0 when cancelled); null while open */
  totalAmount: Centimes | null;
  /** the additional charges billed at its return */
  chargesTotal: Centimes;
}

/**
 * What a booking has brought in, the net of its rental fund entries (issue 28 §10): the
 * advance while it is reserved or out; once closed, its final total (the rent and the charges
 * at return; a no-show's kept advance; 0 when cancelled, its advance refunded). A customer's
 * page adds these up over the customer's bookings; the History's Rental Revenue over the
 * closed ones it lists; the Rental dashboard's Total Revenue is all of them, plus any Rental
 * Payment added by hand (docs/money-figures.md).
 */
export function bookingRevenue(booking: BookingMoney): Centimes {
  if (isOpenState(booking.state)) return booking.advancePaid;
  return (booking.totalAmount ?? 0) + booking.chargesTotal;
}

/**
 * What went back to the customer of the advance: nothing while the booking is open; once
 * closed, the advance less what the booking brought in (all of it for a cancelled booking or
 * a refunded no-show, the part an early return did not use), never below 0.
 */
export function advanceRefunded(booking: BookingMoney): Centimes {
  if (isOpenState(booking.state)) return 0;
  return Math.max(0, booking.advancePaid - bookingRevenue(booking));
}

/** Distance = end mileage minus start mileage (null while the end is unknown) */
export function distanceKm(startMileage: number, endMileage: number | null): number | null {
  return endMileage === null ? null : endMileage - startMileage;
}

/** the listed price is shown only when it exists and differs from the final price */
export function shownListedPrice(
  finalPrice: Centimes,
  listedPrice: Centimes | null,
): Centimes | null {
  return listedPrice !== null && listedPrice !== finalPrice ? listedPrice : null;
}

/** Sale Details' Difference: final − listed, only when the listed price exists and differs */
export function saleDifference(
  finalPrice: Centimes,
  listedPrice: Centimes | null,
): Centimes | null {
  const listed = shownListedPrice(finalPrice, listedPrice);
  return listed === null ? null : finalPrice - listed;
}

/** the pop-ups show 'N/A' for missing customer fields: blank becomes null */
export function presentOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

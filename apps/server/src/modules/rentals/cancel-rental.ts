import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { closeBooking } from './bookings.ts';
import { findCancellableBooking } from './rentals.repository.ts';

/**
 * the spec-era cancel of a car's booking: its rental out but not started, else its next
 * reservation; kept as a cancelled record, the advance refunded
 */
export function cancelRental(ctx: AppDeps, { carId }: { carId: string }) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const car = await loadCarForWrite(tx, carId);
    const booking = await findCancellableBooking(tx, carId);
    return closeBooking(ctx, tx, audit, car, booking, null, now);
  });
}

import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { closeBooking, loadBookingForWrite } from './bookings.ts';

/** Cancel a booking not picked up, with the desk's reason (issue 14) */
export function cancelBooking(ctx: AppDeps, input: { rentalId: string; reason: string }) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { car, booking } = await loadBookingForWrite(tx, input.rentalId);
    return closeBooking(ctx, tx, audit, car, booking, input.reason, now);
  });
}

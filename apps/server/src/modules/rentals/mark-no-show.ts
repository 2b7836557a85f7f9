import { markNoShow as markNoShowRule } from '@car-rental/domain/rentals/reservations';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { tillGivingBack } from '../fund/till.ts';
import { readNoShowDelay } from '../settings/settings.repository.ts';
import { loadBookingForWrite, saveBookingChange } from './bookings.ts';

/** No-show: the pickup time passed by the Settings delay; the advance kept or refunded */
export function markNoShow(ctx: AppDeps, input: { rentalId: string; refund: boolean }) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { car, booking } = await loadBookingForWrite(tx, input.rentalId);
    const delayMinutes = await readNoShowDelay(tx);
    const { closed, fundEntries } = markNoShowRule(
      car,
      booking,
      { refund: input.refund, delayMinutes },
      now,
    );
    const till = await tillGivingBack(tx, ctx, { rentalId: booking.id });
    return saveBookingChange(tx, audit, { car, booking, changes: closed, fundEntries, till }, now);
  });
}

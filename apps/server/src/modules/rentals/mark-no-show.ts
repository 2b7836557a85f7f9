import { markNoShow as markNoShowRule } from '@car-rental/domain/rentals/reservations';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { readNoShowDelay } from '../settings/settings.repository.ts';
import { loadBookingForWrite } from './bookings.ts';
import { toRentalRecord } from './rental-record.ts';
import { updateBooking } from './rentals.repository.ts';

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
    const row = await updateBooking(tx, booking.id, closed);
    await postFundEntries(tx, fundEntries, now, { carId: car.id, rentalId: row.id });
    const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
    audit.record({
      entity: 'rental',
      entityId: row.id,
      before: { car, rental: booking },
      after: { ...answer, fundEntries },
    });
    return answer;
  });
}

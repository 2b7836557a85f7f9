import type { pickUpBody } from '@car-rental/domain/contract/rentals';
import { pickUp } from '@car-rental/domain/rentals/reservations';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView } from '../cars/car-view.repository.ts';
import { refuseLapsedPapers } from '../fleet/lapsed-papers.ts';
import { loadBookingForWrite, refuseOverlap } from './bookings.ts';
import { toRentalRecord } from './rental-record.ts';
import { setCarMileage, updateBooking } from './rentals.repository.ts';

/** Pick up a reservation: the rental starts now, early keeping its length (issue 14, 28 §8) */
export function pickUpBooking(
  ctx: AppDeps,
  { rentalId, body }: { rentalId: string; body: z.output<typeof pickUpBody> },
) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { car, booking } = await loadBookingForWrite(tx, rentalId);
    const started = pickUp(car, booking, body.startMileage, now);
    const papersOverridden = await refuseLapsedPapers(
      ctx,
      tx,
      car.id,
      started,
      body.overrideLapsedPapers,
    );
    // an early pickup moves the booked period forward: it must still be free
    await refuseOverlap(ctx, tx, car.id, started.startAt, started.endAt, booking.id);
    const row = await updateBooking(tx, booking.id, started);
    if (started.startMileage !== car.mileageKm) {
      await setCarMileage(tx, car.id, started.startMileage, now);
    }
    const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
    audit.cars(car.id);
    audit.record({
      entity: 'rental',
      entityId: row.id,
      before: { car, rental: booking },
      after: {
        ...answer,
        ...(papersOverridden ? { lapsedPapersOverridden: papersOverridden } : {}),
      },
    });
    return answer;
  });
}

import type { returnCarBody } from '@car-rental/domain/contract/rentals';
import { returnCar as returnCarRule } from '@car-rental/domain/rentals/return-car';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { carViewAfter, loadCarRowForWrite, toCarView } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { checkInAtReturn } from './check-in.ts';
import { toRentalRecord } from './rental-record.ts';
import { findRental, finishRental } from './rentals.repository.ts';
import { setCarMileageWithAudit } from './sent-with-audit.ts';

/** Return a rented car: the rental finished, its charges, check-in and deposit, in one transaction. */
export function returnCar(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: z.output<typeof returnCarBody> },
) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    // the car's rental out comes with it (the row of its view)
    const row = await loadCarRowForWrite(tx, carId);
    const car = toCarView(row);
    const active = row.rental ?? undefined;
    // issue 33: the days used priced by what the booking kept
    const kept = active ? { ...active, pricing: active.quote?.pricing ?? null } : null;
    const { returned, fundEntries } = returnCarRule(car, kept, body, now);
    const { rental, charges } = await finishRental(
      tx,
      active!.id,
      {
        returnedAt: returned.returnedAt,
        endAt: returned.endAt,
        // the booked end, kept for the receipt's "Due" (issue 28 §9)
        bookedEndAt: active!.endAt,
        endMileage: returned.endMileage,
        totalDays: returned.totalDays,
        totalAmount: returned.totalAmount,
        state: 'returned',
      },
      returned.charges,
    );
    // nothing after it reads the car: sent with the audit row
    await setCarMileageWithAudit(tx, carId, returned.endMileage, now);
    // issue 15: the check-in and the deposit's settlement, in the same transaction
    const settled = await checkInAtReturn(ctx, tx, car, active!, returned, body, now);
    fundEntries.push(...settled);
    // nothing after them reads the fund: sent with the audit row
    await postFundEntries(
      tx,
      fundEntries,
      now,
      tillOf(ctx, body.payment),
      { carId, rentalId: rental.id },
      { withAudit: true },
    );
    // issue 32 §4: the charges already on it (a traffic fine) are in its record too
    const allCharges =
      active!.chargesTotal > 0 ? (await findRental(tx, rental.id))!.charges : charges;
    const answer = {
      car: carViewAfter(row, {
        car: { mileageKm: returned.endMileage, updatedAt: now },
        booking: rental,
      }),
      rental: toRentalRecord(rental, allCharges),
    };
    audit.cars(carId);
    audit.record({
      entity: 'rental',
      entityId: rental.id,
      before: { car, rental: active },
      after: { ...answer, fundEntries },
    });
    return answer;
  });
}

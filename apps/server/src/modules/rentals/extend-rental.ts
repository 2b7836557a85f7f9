import type { overrideLapsedPapers } from '@car-rental/domain/contract/rentals';
import { keptPrice } from '@car-rental/domain/pricing/kept';
import { extendRental as extendRentalRule } from '@car-rental/domain/rentals/extend-rental';
import type { z } from 'zod';
import { readAll } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { carViewAfter, loadCarRowForWrite } from '../cars/car-view.repository.ts';
import { lapsedPapersRefusal, requiredPapers } from '../fleet/lapsed-papers.ts';
import { periodMeets, refuseOverlapOf } from './bookings.ts';
import { setRentalEndWithAudit } from './sent-with-audit.ts';

/** Extend a rental out: its new end checked against the car's next booking */
export function extendRental(
  ctx: AppDeps,
  input: {
    carId: string;
    newEndDate: string;
    overrideLapsedPapers?: z.output<typeof overrideLapsedPapers> | undefined;
  },
) {
  const { carId } = input;
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    // the car's rental out comes with it (the row of its view)
    const row = await loadCarRowForWrite(tx, carId);
    const active = row.rental ?? undefined;
    const { endAt } = extendRentalRule(active ?? null, new Date(input.newEndDate), now);
    // the next reservation of the car is checked the same way as a new booking, and the new
    // end past a lapsed paper is a period past it, as a booking's: both read in one trip
    const period = { carId, start: active!.startAt, end: endAt, exceptId: active!.id };
    const [meets, papers] = await readAll(tx, periodMeets(ctx, period), requiredPapers(carId));
    await refuseOverlapOf(ctx, tx, period, meets);
    const papersOverridden = lapsedPapersRefusal(
      ctx,
      papers,
      { startAt: active!.startAt, endAt },
      input.overrideLapsedPapers,
    );
    await setRentalEndWithAudit(tx, active!.id, endAt);
    // issue 33: the booking's price to its new end, by the prices it kept (decision 0046)
    const priced = { dailyRate: active!.dailyRate, pricing: active!.quote?.pricing ?? null };
    audit.cars(carId);
    audit.record({
      entity: 'rental',
      entityId: active!.id,
      before: { endAt: active!.endAt, price: keptPrice(priced, active!.startAt, active!.endAt) },
      after: {
        endAt,
        price: keptPrice(priced, active!.startAt, endAt),
        ...(papersOverridden ? { lapsedPapersOverridden: papersOverridden } : {}),
      },
    });
    return carViewAfter(row, { booking: { ...active!, endAt } });
  });
}

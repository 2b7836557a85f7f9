import type { rentCarBody } from '@car-rental/domain/contract/rentals';
import { refuseDriversCount } from '@car-rental/domain/rentals/additional-drivers';
import { rentCar as rentCarRule } from '@car-rental/domain/rentals/rent-car';
import type { z } from 'zod';
import { readAll } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { carViewAfter, loadCarRowForWrite, toCarView } from '../cars/car-view.repository.ts';
import { bookingCustomer, readOnFile } from '../customers/customer-for.ts';
import { lapsedPapersRefusal, requiredPapers } from '../fleet/lapsed-papers.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { bookingQuoteFrom, priceReads } from '../pricing/pricing.ts';
import { periodMeets, refuseOverlapOf } from './bookings.ts';
import { toRentalRecord } from './rental-record.ts';
import { insertRental } from './rentals.repository.ts';

/** Rent or reserve a car: lock it, apply the rule, write and post the advance, in one transaction. */
export function rentCar(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: z.output<typeof rentCarBody> },
) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const start = new Date(body.start);
    const end = new Date(body.end);
    const period = { carId, start, end };
    const person = {
      fullName: body.customer.name,
      phone: body.customer.contact,
      email: body.customer.email,
      licenceNumber: body.customer.license,
    };
    // what the rules below decide on, sent together with the car's lock and read (one trip on
    // PostgreSQL, issue 30 §3), each read once the lock is granted: the prices, the car's
    // papers, whether the period meets another booking, a block or a held request, and what
    // the customer file has on the person
    const [carRow, [priced, extras, papers, meets], onFile] = await Promise.all([
      loadCarRowForWrite(tx, carId),
      readAll(tx, ...priceReads(carId), requiredPapers(carId), periodMeets(ctx, period)),
      readOnFile(tx, person),
    ]);
    const car = toCarView(carRow);
    // issue 33: priced by the car's plan and the extras (the rule refuses a car with no rate)
    const kept =
      car.dailyRate === null
        ? null
        : bookingQuoteFrom(ctx, [priced, extras], {
            carId,
            dailyRate: car.dailyRate,
            start,
            end,
            extras: body.extras,
            discount: body.discount,
          });
    // issue 33: one name and licence per additional driver sold (decision 0049)
    refuseDriversCount(body.extras, body.drivers);
    const input = { start, end, customer: body.customer, ...(kept ? { due: kept.due } : {}) };
    const { rental, fundEntries } = rentCarRule(car, input, now);
    const papersOverridden = lapsedPapersRefusal(ctx, papers, rental, body.overrideLapsedPapers);
    const override = body.overrideDoNotRent ?? false;
    const { customer, overridden, flagged } = await bookingCustomer(
      ctx,
      tx,
      person,
      override,
      onFile,
    );
    // the rule keeps the period asked for (rental.startAt and endAt are start and end)
    await refuseOverlapOf(ctx, tx, period, meets);
    const row = await insertRental(tx, {
      carId,
      ...rental,
      customerId: customer.id,
      quote: kept,
      extras: kept?.pricing?.extras ?? [],
      discount: kept?.discount ?? 0,
      discountReason: body.discount?.reason ?? null,
      drivers: body.drivers,
    });
    // nothing after them reads the fund: sent with the audit row
    await postFundEntries(
      tx,
      fundEntries,
      now,
      tillOf(ctx, body.payment),
      { carId, rentalId: row.id },
      { withAudit: true },
    );
    const answer = { car: carViewAfter(carRow, { booking: row }), rental: toRentalRecord(row, []) };
    audit.cars(carId);
    audit.record({
      entity: 'rental',
      entityId: row.id,
      before: { car },
      after: {
        ...answer,
        fundEntries,
        ...(overridden ? { doNotRentOverridden: true, doNotRentCustomers: flagged } : {}),
        ...(papersOverridden ? { lapsedPapersOverridden: papersOverridden } : {}),
        ...(body.discount ? { discount: body.discount } : {}),
        ...(body.drivers.length > 0 ? { drivers: body.drivers } : {}),
      },
    });
    return answer;
  });
}

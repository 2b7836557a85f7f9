import type { checkOutBody } from '@car-rental/domain/contract/inspections';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { refuseDriversCount } from '@car-rental/domain/rentals/additional-drivers';
import {
  contractNumber,
  type Deposit,
  depositTaken,
  inspectionMessages,
  termsFor,
} from '@car-rental/domain/rentals/inspection';
import { pickUp, pickUpPeriod } from '@car-rental/domain/rentals/reservations';
import { wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView } from '../cars/car-view.repository.ts';
import { type LapsedPapersOverridden, refuseLapsedPapers } from '../fleet/lapsed-papers.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { checkOutQuote } from '../pricing/pricing.ts';
import { loadBookingForWrite, refuseOverlap } from './bookings.ts';
import {
  insertInspection,
  nextContractSequence,
  readCarTerms,
  readContractSettings,
} from './contracts.repository.ts';
import { refuseUnknownPhotos } from './photos.ts';
import { toRentalRecord } from './rental-record.ts';
import { setCarMileage, updateBooking } from './rentals.repository.ts';
import { type SignedContract, toSignedJson } from './signed-contract.ts';

/**
 * Check-out: a reservation is picked up by it (the rental starts now); a rental that
 * went out at once gets its inspection. The contract is numbered, the deposit taken
 * (cash into the fund, category deposit), the signature kept.
 */
export function checkOut(
  ctx: AppDeps,
  { rentalId, body }: { rentalId: string; body: z.output<typeof checkOutBody> },
) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const { car, booking } = await loadBookingForWrite(tx, rentalId);
    if (booking.contractNumber) {
      throw new DomainError('already_checked_out', inspectionMessages.alreadyCheckedOut);
    }
    await refuseUnknownPhotos(ctx, body.inspection.photos, 'body.inspection.photos');
    let row = booking;
    let papersOverridden: LapsedPapersOverridden | undefined;
    if (booking.state === 'reserved') {
      const started = pickUp(car, booking, body.odometerKm, now);
      papersOverridden = await refuseLapsedPapers(
        ctx,
        tx,
        car.id,
        started,
        body.overrideLapsedPapers,
      );
      // an early pickup moves the booked period forward: it must still be free
      await refuseOverlap(ctx, tx, car.id, started.startAt, started.endAt, booking.id);
      row = await updateBooking(tx, booking.id, started);
      if (started.startMileage !== car.mileageKm) {
        await setCarMileage(tx, car.id, started.startMileage, now);
      }
    } else if (booking.state === 'out') {
      if (body.odometerKm < car.mileageKm) {
        const message = inspectionMessages.odometerBelow;
        throw fieldRefusal('validation_failed', 'body.odometerKm', message);
      }
      // the car leaves now: a rental booked to start within the hour starts at its
      // check-out, keeping its booked length (issue 28 §8)
      const early = booking.startAt.getTime() > now.getTime();
      const period = pickUpPeriod(booking, now);
      if (early) {
        await refuseOverlap(ctx, tx, car.id, period.startAt, period.endAt, booking.id);
      }
      row = await updateBooking(tx, booking.id, {
        startMileage: body.odometerKm,
        ...(early ? period : {}),
      });
      if (body.odometerKm !== car.mileageKm) {
        await setCarMileage(tx, car.id, body.odometerKm, now);
      }
    } else {
      throw new DomainError('rental_not_out', inspectionMessages.notOut);
    }
    // issue 33 (decision 0049): the extras and drivers as the customer leaves with them; the
    // kept quote priced again over the period as picked up, its money settled at the return
    let extrasChanged: { before: unknown; after: unknown } | undefined;
    if (body.extras !== undefined || body.drivers !== undefined) {
      const asked = body.extras ?? row.extras;
      const drivers = body.drivers ?? row.drivers;
      const quote = body.extras ? await checkOutQuote(ctx, tx, row, body.extras) : row.quote;
      refuseDriversCount(asked, drivers);
      const extras = body.extras ? (quote?.pricing?.extras ?? []) : row.extras;
      extrasChanged = {
        before: { extras: row.extras, drivers: row.drivers, due: row.quote?.due ?? null },
        after: { extras, drivers, due: quote?.due ?? null },
      };
      row = await updateBooking(tx, booking.id, {
        ...(body.extras ? { quote, extras } : {}),
        drivers,
      });
    }
    const year = wallClockOf(now, ctx.config.businessTimezone).year;
    const number = contractNumber(year, await nextContractSequence(tx));
    const deposit: Deposit | null = body.deposit && {
      amount: body.deposit.amount,
      method: body.deposit.method,
      reference: body.deposit.reference ?? null,
      bank: body.deposit.bank ?? null,
    };
    // the contract as signed: the period it starts with, the prices and terms in force
    const settings = await readContractSettings(tx);
    const carTerms = await readCarTerms(tx, car.id);
    const signed: SignedContract = {
      startAt: row.startAt,
      dueAt: row.endAt,
      terms: termsFor(settings, carTerms),
      termsText: settings.terms,
    };
    row = await updateBooking(tx, booking.id, {
      contractNumber: number,
      contractSigned: toSignedJson(signed),
      ...(deposit
        ? {
            depositAmount: deposit.amount,
            depositMethod: deposit.method,
            depositReference: deposit.reference,
            depositBank: deposit.bank,
            depositTakenAt: now,
          }
        : {}),
    });
    await insertInspection(tx, {
      rentalId: booking.id,
      kind: 'out',
      at: now,
      odometerKm: body.odometerKm,
      ...body.inspection,
    });
    const fundEntries = depositTaken(car, deposit);
    await postFundEntries(tx, fundEntries, now, tillOf(ctx), {
      carId: car.id,
      rentalId: booking.id,
    });
    const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
    audit.cars(car.id);
    audit.record({
      entity: 'rental',
      entityId: booking.id,
      before: { car, rental: booking },
      after: {
        ...answer,
        checkOut: {
          ...body.inspection,
          signature: body.inspection.signature ? 'signed' : null,
        },
        fundEntries,
        ...(papersOverridden ? { lapsedPapersOverridden: papersOverridden } : {}),
        ...(extrasChanged ? { extrasChanged } : {}),
      },
    });
    return answer;
  });
}

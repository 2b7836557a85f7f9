import type { returnCarBody } from '@car-rental/domain/contract/rentals';
import { fieldRefusal } from '@car-rental/domain/errors';
import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import {
  type CarName,
  inspectionMessages,
  settleDeposit,
} from '@car-rental/domain/rentals/inspection';
import { amountOwed, type ReturnedRental } from '@car-rental/domain/rentals/return-car';
import type { z } from 'zod';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { insertInspection, toDepositView } from './contracts.repository.ts';
import { refuseUnknownPhotos } from './photos.ts';
import type { RentalRow } from './rentals.repository.ts';
import { updateBooking } from './rentals.repository.ts';

/**
 * The return's part of the contract, in the return's transaction: the check-in inspection
 * (its odometer is the return's new mileage) and the deposit's settlement. A held deposit
 * is settled at every return: in full when the desk says nothing. Answers the fund
 * entries the settlement posts.
 */
export async function checkInAtReturn(
  deps: AppDeps,
  tx: Tx,
  car: CarName,
  rental: RentalRow,
  returned: ReturnedRental,
  body: z.output<typeof returnCarBody>,
  now: Date,
): Promise<FundEntry[]> {
  if (body.checkIn) {
    await refuseUnknownPhotos(deps, body.checkIn.photos, 'body.checkIn.photos');
    await insertInspection(tx, {
      rentalId: rental.id,
      kind: 'in',
      at: now,
      odometerKm: returned.endMileage,
      ...body.checkIn,
    });
  }
  const deposit = toDepositView(rental);
  if (!deposit || deposit.settledAt) {
    if ((body.deposit?.retained ?? 0) > 0) {
      throw fieldRefusal(
        'validation_failed',
        'body.deposit.retained',
        inspectionMessages.noDeposit,
      );
    }
    return [];
  }
  const owed = amountOwed({ ...returned, advancePaid: rental.advancePaid });
  const { fundEntries, retained } = settleDeposit(
    car,
    deposit,
    { retained: body.deposit?.retained ?? 0, reason: body.deposit?.reason ?? null },
    owed,
  );
  await updateBooking(tx, rental.id, {
    depositSettledAt: now,
    depositRetained: retained,
    depositRetainReason: retained > 0 ? (body.deposit?.reason ?? null) : null,
  });
  return fundEntries;
}

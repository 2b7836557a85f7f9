import type {
  AddFineInput,
  CarFine,
  CarFines,
  FineMatch,
  RecoverFineInput,
} from '@car-rental/domain/contract/fines';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { carLabel } from '@car-rental/domain/fleet/care';
import {
  fineCharge,
  fineRecovery,
  fineRentalCharge,
  refundOf,
} from '@car-rental/domain/fleet/fines';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/create-db.ts';
import { rentalCharges } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { refuseUnknownPhotos } from '../rentals/photos.ts';
import { reverseCost } from './care.ts';
import {
  deleteFine,
  findFine,
  insertFine,
  matchFine,
  readCarFines,
  setFineRecovered,
} from './fines.repository.ts';

/**
 * Issue 32 §4: traffic fines (docs/decisions/0041). Each write takes the car's lock (as every
 * write on a car): the rental that had the car, its state and its deposit cannot change
 * under it. Every money move is one fund entry in the write's transaction, in the drawer of
 * whoever acts; fund rows are never deleted, only reversed.
 */

async function refuseUnknownCar(deps: AppDeps, carId: string) {
  if (!(await findCarView(deps.db, carId))) {
    throw new DomainError('car_not_found', 'details.carNotFound');
  }
}

/** listCarFines: 404 for a car that does not exist */
export async function listCarFines(deps: AppDeps, carId: string): Promise<CarFines> {
  await refuseUnknownCar(deps, carId);
  return readCarFines(deps.db, carId);
}

/** matchCarFine: the proposal the Record fine dialog shows before anything is charged */
export async function matchCarFine(
  deps: AppDeps,
  carId: string,
  at: string,
): Promise<{ match: FineMatch | null }> {
  await refuseUnknownCar(deps, carId);
  return { match: (await matchFine(deps.db, carId, new Date(at))) ?? null };
}

/**
 * addCarFine: the fine, the agency's payment of it, and its charge to the customer the match
 * finds now (the one the desk confirmed, else 409 fine_match_changed): a charge on his
 * rental while it is out, else money he owes.
 */
export function addCarFine(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: AddFineInput },
): Promise<CarFine> {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    const now = ctx.clock.now();
    const issuedAt = new Date(body.issuedAt);
    if (issuedAt.getTime() > now.getTime()) {
      throw fieldRefusal('validation_failed', 'body.issuedAt', 'fields.fineInFuture');
    }
    if (body.scan) await refuseUnknownPhotos(ctx, [body.scan], 'body.scan');
    const fine = { ...body, issuedAt };
    let rentalId: string | null = null;
    let rentalChargeId: string | null = null;
    if (body.chargeTo === 'customer') {
      const match = await matchFine(tx, carId, issuedAt);
      if (!match || match.rentalId !== body.rentalId) {
        throw new DomainError('fine_match_changed', 'details.fineMatchChanged');
      }
      rentalId = match.rentalId;
      if (match.state === 'out') rentalChargeId = await chargeRental(tx, rentalId, fine);
    }
    const [fundEntryId = null] = await postFundEntries(
      tx,
      [fineCharge(carLabel(car), fine)],
      now,
      tillOf(ctx, body.payment),
      { carId },
    );
    const fineId = await insertFine(tx, {
      carId,
      issuedAt,
      place: body.place,
      amount: body.amount,
      reference: body.reference,
      scan: body.scan ?? null,
      fundEntryId,
      chargedTo: body.chargeTo,
      rentalId,
      rentalChargeId,
      createdBy: ctx.actor?.userId ?? null,
    });
    const { row: _row, ...answer } = (await findFine(tx, carId, fineId))!;
    audit.record({ entity: 'car_fine', entityId: fineId, after: answer });
    return answer;
  });
}

/** the fine as one of the rental's charges: its balance at the return grows by it */
async function chargeRental(
  tx: Tx,
  rentalId: string,
  fine: Parameters<typeof fineRentalCharge>[0],
): Promise<string> {
  const [row] = await tx
    .insert(rentalCharges)
    .values({ rentalId, ...fineRentalCharge(fine) })
    .returning({ id: rentalCharges.id });
  return row!.id;
}

/** recoverCarFine: the customer who owes a fine paid it; one entry of money in, his payment */
export function recoverCarFine(
  ctx: AppDeps,
  { carId, fineId, body }: { carId: string; fineId: string; body: RecoverFineInput },
): Promise<CarFine> {
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const found = await findFine(tx, carId, fineId);
    if (!found) throw new DomainError('fine_not_found', 'details.fineNotFound');
    const { row, ...before } = found;
    if (before.outcome !== 'owed' || !before.rental) {
      throw new DomainError('fine_not_owed', 'details.fineNotOwed');
    }
    const entry = fineRecovery(before.rental.customerName, row);
    const [entryId] = await postFundEntries(
      tx,
      [entry],
      ctx.clock.now(),
      tillOf(ctx, body.payment),
      { carId },
    );
    await setFineRecovered(tx, fineId, entryId!);
    const { row: _row, ...after } = (await findFine(tx, carId, fineId))!;
    audit.record({ entity: 'car_fine', entityId: fineId, before, after });
    return after;
  });
}

/**
 * deleteCarFine (managers and owners): the agency's payment reversed, the charge taken off a
 * rental still out, what the customer paid given back, each as it was paid, in the deleter's
 * drawer. A fine the customer paid with his rental's balance at its return is not deleted
 * here (409 fine_collected): that money is the rental's.
 */
export function deleteCarFine(
  ctx: AppDeps,
  { carId, fineId }: { carId: string; fineId: string },
): Promise<CarFines> {
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const found = await findFine(tx, carId, fineId);
    if (!found) throw new DomainError('fine_not_found', 'details.fineNotFound');
    const { row, ...before } = found;
    if (before.outcome === 'rental_charge' && before.rental?.state !== 'out') {
      throw new DomainError('fine_collected', 'details.fineCollected');
    }
    await deleteFine(tx, fineId);
    if (row.rentalChargeId) {
      await tx.delete(rentalCharges).where(eq(rentalCharges.id, row.rentalChargeId));
    }
    const reversals = [
      ...(await reverseCost(ctx, tx, carId, row.fundEntryId)),
      ...(await reverseCost(ctx, tx, carId, row.recoveredEntryId, refundOf)),
    ];
    audit.record({
      entity: 'car_fine',
      entityId: fineId,
      before,
      after: { fundEntries: reversals },
    });
    return readCarFines(tx, carId);
  });
}

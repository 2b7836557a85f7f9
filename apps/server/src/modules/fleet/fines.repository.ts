import type { CarFine, FineMatch } from '@car-rental/domain/contract/fines';
import { fineOutcome } from '@car-rental/domain/fleet/fines';
import type { PaymentMethod } from '@car-rental/domain/fund/payment';
import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/create-db.ts';
import { carFines, fundTransactions, rentals, users } from '../../db/schema.ts';

/**
 * Issue 32 §4: a car's traffic fines as the car page reads them (each with the rental and
 * customer charged, the agency's payment and the customer's), and the match of an instant
 * to the rental that had the car then.
 */

const paidEntry = alias(fundTransactions, 'paid_entry');
const paidUser = alias(users, 'paid_user');
const recoveredEntry = alias(fundTransactions, 'recovered_entry');
const recoveredUser = alias(users, 'recovered_user');

const matchColumns = {
  rentalId: rentals.id,
  customerId: rentals.customerId,
  customerName: rentals.customerName,
  contractNumber: rentals.contractNumber,
  startAt: rentals.startAt,
  returnedAt: rentals.returnedAt,
  state: rentals.state,
  depositTakenAt: rentals.depositTakenAt,
  depositSettledAt: rentals.depositSettledAt,
};

interface MatchRow {
  rentalId: string;
  customerId: string | null;
  customerName: string;
  contractNumber: string | null;
  startAt: Date;
  returnedAt: Date | null;
  state: string;
  depositTakenAt: Date | null;
  depositSettledAt: Date | null;
}

function toMatch(row: MatchRow): FineMatch {
  return {
    rentalId: row.rentalId,
    customerId: row.customerId,
    customerName: row.customerName,
    contractNumber: row.contractNumber,
    start: row.startAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    state: row.state === 'out' ? 'out' : 'returned',
    depositHeld: row.depositTakenAt !== null && row.depositSettledAt === null,
  };
}

/**
 * The rental that had the car at that instant (decision 0041): picked up at or before it and
 * returned at or after it, or still out. A reservation never picked up,
 * a cancellation and a no-show never had the car. Back to back at one instant, the one that
 * took the car then; when two took it at that instant (one brought back at its own pickup
 * instant), the one still out, else the one returned last: never the order of random ids.
 */
export async function matchFine(db: DbOrTx, carId: string, at: Date) {
  const [row] = await db
    .select(matchColumns)
    .from(rentals)
    .where(
      and(
        eq(rentals.carId, carId),
        inArray(rentals.state, ['out', 'returned']),
        lte(rentals.startAt, at),
        or(isNull(rentals.returnedAt), gte(rentals.returnedAt, at)),
      ),
    )
    .orderBy(desc(rentals.startAt), sql`${rentals.returnedAt} desc nulls first`, desc(rentals.id))
    .limit(1);
  return row && toMatch(row);
}

function finesQuery(db: DbOrTx) {
  return db
    .select({
      fine: carFines,
      match: matchColumns,
      paidId: paidEntry.id,
      paidMethod: paidEntry.method,
      paidUserName: paidUser.displayName,
      recoveredId: recoveredEntry.id,
      recoveredMethod: recoveredEntry.method,
      recoveredUserName: recoveredUser.displayName,
    })
    .from(carFines)
    .leftJoin(rentals, eq(rentals.id, carFines.rentalId))
    .leftJoin(paidEntry, eq(paidEntry.id, carFines.fundEntryId))
    .leftJoin(paidUser, eq(paidUser.id, paidEntry.userId))
    .leftJoin(recoveredEntry, eq(recoveredEntry.id, carFines.recoveredEntryId))
    .leftJoin(recoveredUser, eq(recoveredUser.id, recoveredEntry.userId));
}

type FineRow = Awaited<ReturnType<ReturnType<typeof finesQuery>['execute']>>[number];

const link = (id: string | null, method: PaymentMethod | null, userName: string | null) =>
  id && method ? { id, method, userName } : null;

function toFine(row: FineRow): CarFine {
  const { fine, match } = row;
  return {
    id: fine.id,
    carId: fine.carId,
    issuedAt: fine.issuedAt.toISOString(),
    place: fine.place,
    amount: fine.amount,
    reference: fine.reference,
    scan: fine.scan,
    fundEntry: link(row.paidId, row.paidMethod, row.paidUserName),
    outcome: fineOutcome(fine),
    rental: match ? toMatch(match) : null,
    recoveredEntry: link(row.recoveredId, row.recoveredMethod, row.recoveredUserName),
    createdAt: fine.createdAt.toISOString(),
  };
}

/** one fine of a car, with the rental's state as it is now */
export async function findFine(db: DbOrTx, carId: string, fineId: string) {
  const [row] = await finesQuery(db).where(and(eq(carFines.id, fineId), eq(carFines.carId, carId)));
  return row && { ...toFine(row), row: row.fine };
}

/** a car's fines, the newest offence first */
export async function readCarFines(db: DbOrTx, carId: string) {
  const rows = await finesQuery(db)
    .where(eq(carFines.carId, carId))
    .orderBy(desc(carFines.issuedAt), desc(carFines.createdAt), desc(carFines.id));
  return { carId, fines: rows.map(toFine) };
}

export async function insertFine(db: DbOrTx, values: typeof carFines.$inferInsert) {
  const [row] = await db.insert(carFines).values(values).returning({ id: carFines.id });
  return row!.id;
}

export async function setFineRecovered(db: DbOrTx, fineId: string, entryId: string) {
  await db.update(carFines).set({ recoveredEntryId: entryId }).where(eq(carFines.id, fineId));
}

export async function deleteFine(db: DbOrTx, fineId: string) {
  await db.delete(carFines).where(eq(carFines.id, fineId));
}

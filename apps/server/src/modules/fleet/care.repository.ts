import type { CarCare, CarPaper, CarService } from '@car-rental/domain/contract/fleet';
import type { PaymentMethod } from '@car-rental/domain/fund/payment';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/create-db.ts';
import {
  carBlocks,
  carPapers,
  carServices,
  fundTransactions,
  suppliers,
  users,
} from '../../db/schema.ts';

/**
 * Issue 32 §1-§2: a car's service log and papers as the car page reads them, each with the
 * fund entry its cost posted (its method and who took it) and a service's blocked period.
 */

const entryUser = alias(users, 'entry_user');

const entryColumns = {
  entryId: fundTransactions.id,
  entryMethod: fundTransactions.method,
  entryUserName: entryUser.displayName,
};

interface EntryRow {
  entryId: string | null;
  entryMethod: PaymentMethod | null;
  entryUserName: string | null;
}

const fundEntryOf = (row: EntryRow) =>
  row.entryId && row.entryMethod
    ? { id: row.entryId, method: row.entryMethod, userName: row.entryUserName }
    : null;

function servicesQuery(db: DbOrTx) {
  return db
    .select({
      service: carServices,
      supplierName: suppliers.name,
      blockStart: carBlocks.startAt,
      blockEnd: carBlocks.endAt,
      ...entryColumns,
    })
    .from(carServices)
    .leftJoin(suppliers, eq(suppliers.id, carServices.supplierId))
    .leftJoin(carBlocks, eq(carBlocks.id, carServices.blockId))
    .leftJoin(fundTransactions, eq(fundTransactions.id, carServices.fundEntryId))
    .leftJoin(entryUser, eq(entryUser.id, fundTransactions.userId));
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesQuery>['execute']>>[number];

function toService(row: ServiceRow): CarService {
  const { service } = row;
  return {
    id: service.id,
    carId: service.carId,
    type: service.type,
    date: service.doneOn,
    odometer: service.odometer,
    supplierId: service.supplierId,
    supplierName: row.supplierName,
    cost: service.cost,
    note: service.note,
    photos: service.photos,
    fundEntry: fundEntryOf(row),
    block:
      service.blockId && row.blockStart && row.blockEnd
        ? {
            id: service.blockId,
            start: row.blockStart.toISOString(),
            end: row.blockEnd.toISOString(),
          }
        : null,
    createdAt: service.createdAt.toISOString(),
  };
}

function papersQuery(db: DbOrTx) {
  return db
    .select({ paper: carPapers, ...entryColumns })
    .from(carPapers)
    .leftJoin(fundTransactions, eq(fundTransactions.id, carPapers.fundEntryId))
    .leftJoin(entryUser, eq(entryUser.id, fundTransactions.userId));
}

type PaperRow = Awaited<ReturnType<ReturnType<typeof papersQuery>['execute']>>[number];

function toPaper(row: PaperRow): CarPaper {
  const { paper } = row;
  return {
    id: paper.id,
    carId: paper.carId,
    kind: paper.kind,
    title: paper.title,
    company: paper.company,
    reference: paper.reference,
    from: paper.validFrom,
    until: paper.validUntil,
    scan: paper.scan,
    cost: paper.cost,
    fundEntry: fundEntryOf(row),
    createdAt: paper.createdAt.toISOString(),
  };
}

export async function findService(db: DbOrTx, carId: string, serviceId: string) {
  const [row] = await servicesQuery(db).where(
    and(eq(carServices.id, serviceId), eq(carServices.carId, carId)),
  );
  return row && toService(row);
}

export async function findPaper(db: DbOrTx, carId: string, paperId: string) {
  const [row] = await papersQuery(db).where(
    and(eq(carPapers.id, paperId), eq(carPapers.carId, carId)),
  );
  return row && toPaper(row);
}

/** getCarCare: the service log newest first, the papers by kind, the newest of each first */
export async function readCarCare(db: DbOrTx, carId: string): Promise<CarCare> {
  const [services, papers] = await Promise.all([
    servicesQuery(db)
      .where(eq(carServices.carId, carId))
      .orderBy(desc(carServices.doneOn), desc(carServices.createdAt), desc(carServices.id)),
    papersQuery(db)
      .where(eq(carPapers.carId, carId))
      .orderBy(carPapers.kind, desc(carPapers.validFrom), desc(carPapers.createdAt)),
  ]);
  return { carId, services: services.map(toService), papers: papers.map(toPaper) };
}

export async function insertService(db: DbOrTx, values: typeof carServices.$inferInsert) {
  const [row] = await db.insert(carServices).values(values).returning({ id: carServices.id });
  return row!.id;
}

export async function insertPaper(db: DbOrTx, values: typeof carPapers.$inferInsert) {
  const [row] = await db.insert(carPapers).values(values).returning({ id: carPapers.id });
  return row!.id;
}

export async function deleteService(db: DbOrTx, serviceId: string) {
  await db.delete(carServices).where(eq(carServices.id, serviceId));
}

export async function deletePaper(db: DbOrTx, paperId: string) {
  await db.delete(carPapers).where(eq(carPapers.id, paperId));
}

/** the entry a record's cost posted, to reverse it as it was paid */
export async function findCostEntry(db: DbOrTx, entryId: string) {
  const [row] = await db
    .select({
      amount: fundTransactions.amount,
      category: fundTransactions.category,
      description: fundTransactions.description,
      method: fundTransactions.method,
      chequeNumber: fundTransactions.chequeNumber,
      chequeBank: fundTransactions.chequeBank,
    })
    .from(fundTransactions)
    .where(eq(fundTransactions.id, entryId));
  return row;
}

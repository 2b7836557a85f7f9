import type { CarCare, CarPaper, CarService } from '@car-rental/domain/contract/fleet';
import type { PaymentMethod } from '@car-rental/domain/fund/payment';
import { and, eq } from 'drizzle-orm';
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
import { run, statement } from '../../db/statement.ts';
import { isoTime } from '../cars/car-json.ts';

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

/** a record's fund entry as the contract's fundEntryLink (f the entry, u its staff member) */
const entryJson = `case when f.id is null or f.method is null then null else json_build_object(
  'id', f.id, 'method', f.method, 'userName', u.display_name) end`;

/**
 * getCarCare's answer, written by the database as JSON in one statement (issue 30 §2), the
 * same fields as toService and toPaper: the service log newest first, the papers by kind, the
 * newest of each first; and whether the car is live (not deleted), for the 404
 */
const carCareStatement = statement<{ live: boolean; services: CarService[]; papers: CarPaper[] }>(
  `select exists(select 1 from cars where id = $1 and deleted_at is null) as live,
  coalesce((select json_agg(json_build_object(
      'id', s.id, 'carId', s.car_id, 'type', s.type, 'date', s.done_on, 'odometer', s.odometer,
      'supplierId', s.supplier_id, 'supplierName', sp.name, 'cost', s.cost, 'note', s.note,
      'photos', s.photos, 'fundEntry', ${entryJson},
      'block', case when b.id is null then null else json_build_object(
        'id', b.id, 'start', ${isoTime('b.start_at')}, 'end', ${isoTime('b.end_at')}) end,
      'createdAt', ${isoTime('s.created_at')})
    order by s.done_on desc, s.created_at desc, s.id desc)
    from car_services s
    left join suppliers sp on sp.id = s.supplier_id
    left join car_blocks b on b.id = s.block_id
    left join fund_transactions f on f.id = s.fund_entry_id
    left join users u on u.id = f.user_id
    where s.car_id = $1), '[]') as services,
  coalesce((select json_agg(json_build_object(
      'id', p.id, 'carId', p.car_id, 'kind', p.kind, 'title', p.title, 'company', p.company,
      'reference', p.reference, 'from', p.valid_from, 'until', p.valid_until, 'scan', p.scan,
      'cost', p.cost, 'fundEntry', ${entryJson}, 'createdAt', ${isoTime('p.created_at')})
    order by p.kind, p.valid_from desc, p.created_at desc)
    from car_papers p
    left join fund_transactions f on f.id = p.fund_entry_id
    left join users u on u.id = f.user_id
    where p.car_id = $1), '[]') as papers`,
);

/** getCarCare: the car's care, or undefined when there is no such live car */
export async function readCarCare(db: DbOrTx, carId: string): Promise<CarCare | undefined> {
  const [row] = await run(db, carCareStatement, [carId]);
  return row?.live ? { carId, services: row.services, papers: row.papers } : undefined;
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
